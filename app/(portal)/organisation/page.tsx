// Organisation page: details, sandbox test certificates, contact e-mail and members (signed-in members); for an
// account without an organisation, the ways to join one.
import { PageHeading } from '@/components/ui/card.tsx';
import { JoinOrganisation } from '@/components/organisation/join-organisation.tsx';
import { OrganisationPanel } from '@/components/organisation/organisation-panel.tsx';
import { getConfig } from '@/lib/config.ts';
import { requirePrincipal } from '@/lib/portal/require-principal.ts';
import { isMember } from '@/lib/portal/sessions.ts';

export const metadata = { title: 'Organisation · Open Banking Developer Portal' };

export default async function OrganisationPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const account = await requirePrincipal('/organisation');
  const params = await searchParams;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageHeading eyebrow="Your TPP" title="Organisation">
        The organisation the sandbox knows you by: requests signed with a certificate carrying this organizationIdentifier act as it.
      </PageHeading>
      {isMember(account) ? <OrganisationPanel welcome={params.welcome === '1'} userId={account.userId} /> : <JoinOrganisation sandboxMode={getConfig().mode === 'sandbox'} />}
    </div>
  );
}
