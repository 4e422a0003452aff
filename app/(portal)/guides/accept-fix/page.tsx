// Guide: x-accept-fix, from the table of lib/http/accept-fix.ts.
import { C, GuideLayout, H2, Table } from '@/components/docs/guide-layout.tsx';
import { ACCEPT_FIXES } from '@/lib/http/accept-fix.ts';

export const metadata = { title: 'x-accept-fix · Guides · Open Banking Developer Portal' };

const EFFECT: Record<keyof typeof ACCEPT_FIXES, string> = {
  'amount-as-string': 'Amounts are strings with the currency\'s number of decimals ("100.30"), not numbers.',
  'cardaccount-switch-originalamount-and-transactionamount': 'Card transactions map originalAmount and transactionAmount correctly.',
  'longer-names': 'Account and card account names up to 70 characters.',
  groupBatchTransactions: 'A batch booking is one transaction with batchIndicator and batchNumberOfTransactions; its entries are in the transaction details (entryDetails).',
  'cash-account-type-iso': 'cashAccountType follows the ISO 20022 codes.',
};

export default function AcceptFixGuide() {
  return (
    <GuideLayout slug="accept-fix" title="x-accept-fix" lead="Breaking changes are opt-in per request first, and become the default later.">
      <p>
        Send <C>x-accept-fix</C> with a comma-separated list of the changes you are ready for, e.g. <C>x-accept-fix: amount-as-string,cash-account-type-iso</C>.
        A change is on for every request once its default date has passed, with or without the header; unknown values are ignored. Signing-basket
        creation documents the header as required.
      </p>
      <H2 id="values">Values</H2>
      <Table
        head={['Value', 'Effect', 'Default since']}
        rows={(Object.entries(ACCEPT_FIXES) as [keyof typeof ACCEPT_FIXES, string | null][]).map(([fix, since]) => [<C key="v">{fix}</C>, EFFECT[fix], since ?? 'not yet: opt in'])}
      />
    </GuideLayout>
  );
}
