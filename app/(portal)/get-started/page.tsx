// Get started: the guided first flow from the certificate to an approved payment and a signing basket (issue 12).
import { GuidedFlow } from '@/components/guide/guided-flow.tsx';
import { PageHeading } from '@/components/ui/card.tsx';
import { portalCallbackUrl } from '@/lib/portal/callback-url.ts';
import { requirePrincipal } from '@/lib/portal/require-principal.ts';

export const metadata = { title: 'Get started · Open Banking Developer Portal' };
export const dynamic = 'force-dynamic';

export default async function GetStartedPage() {
  await requirePrincipal('/get-started');
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <PageHeading eyebrow="Guide" title="Get started">
        From your certificate to a consented account read, an approved payment and a signing basket — every request signed in this browser and sent
        to your sandbox. Each step fills the next with what the bank returned.
      </PageHeading>
      <GuidedFlow callbackUrl={portalCallbackUrl()} />
    </div>
  );
}
