// Invitation page: /invitations#<token> (the token stays in the fragment, out of server logs). Signed-in developers
// accept it; others sign in or sign up first and come back here.
import { PageHeading } from '@/components/ui/card.tsx';
import { InvitationLanding } from '@/components/organisation/invitation-landing.tsx';
import { getPortalPrincipal } from '@/lib/portal/current-user.ts';

export const metadata = { title: 'Invitation · Open Banking Developer Portal' };

export default async function InvitationPage() {
  const account = await getPortalPrincipal();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageHeading eyebrow="Your TPP" title="Join an organisation">
        A colleague invited your e-mail address to their organisation in the developer portal.
      </PageHeading>
      <InvitationLanding signedInAs={account?.email ?? null} organisation={account?.organizationIdentifier ?? null} />
    </div>
  );
}
