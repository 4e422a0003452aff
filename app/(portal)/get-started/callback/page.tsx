// The portal's callback page: the TPP-Redirect-URI of the guide and the playground (issue 12). It shows the spec 2.6
// parameters the bank's SCA page sent back and offers them to the guide's next request.
import { CallbackView } from '@/components/guide/callback-view.tsx';
import { PageHeading } from '@/components/ui/card.tsx';
import { readCallback } from '@/lib/portal-client/guide-state.ts';

export const metadata = { title: 'SCA callback · Open Banking Developer Portal' };
export const dynamic = 'force-dynamic';

const one = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

export default async function CallbackPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = await searchParams;
  const search = new URLSearchParams(Object.entries(raw).flatMap(([k, v]) => (one(v) === undefined ? [] : [[k, one(v)!.slice(0, 500)]])));
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <PageHeading eyebrow="Guide" title="Back from the bank's SCA page">
        This is the TPP-Redirect-URI the guide and the playground send. Your own app receives the same parameters on its redirect URI.
      </PageHeading>
      <CallbackView params={readCallback(search)} />
    </div>
  );
}
