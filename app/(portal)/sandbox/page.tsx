// Sandbox data page: customers, accounts, card accounts, transactions, balances and agreements (signed-in developers).
import { SandboxManager } from '@/components/sandbox/sandbox-manager.tsx';
import { PageHeading } from '@/components/ui/card.tsx';
import { requireMember } from '@/lib/portal/require-principal.ts';

export const metadata = { title: 'Sandbox data · Open Banking Developer Portal' };

export default async function SandboxPage() {
  await requireMember('/sandbox');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageHeading eyebrow="Sandbox" title="Test data">
        The same mock data the <span className="font-mono">/v1/sandbox</span> operations manage. During sandbox SCA the PSU types the customer number.
      </PageHeading>
      <SandboxManager />
    </div>
  );
}
