// Organisation page: details, sandbox test certificates and the contact e-mail (signed-in developers only).
import { PageHeading } from '@/components/ui/card.tsx';
import { OrganisationPanel } from '@/components/organisation/organisation-panel.tsx';
import { requirePrincipal } from '@/lib/portal/require-principal.ts';

export const metadata = { title: 'Organisation · Open Banking Developer Portal' };

export default async function OrganisationPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePrincipal('/organisation');
  const params = await searchParams;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageHeading eyebrow="Your TPP" title="Organisation">
        The organisation the sandbox knows you by: requests signed with a certificate carrying this organizationIdentifier act as it.
      </PageHeading>
      <OrganisationPanel welcome={params.welcome === '1'} />
    </div>
  );
}
