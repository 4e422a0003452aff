// Guide: the sandbox's test customers and data (the table comes from the seed data every sandbox starts with).
import { A, C, GuideLayout, H2, Table } from '@/components/docs/guide-layout.tsx';
import { norwegianIbanFromBban } from '@/lib/checksums/iban.ts';
import { SEED_CUSTOMERS } from '@/lib/worlds/seed-data.ts';

export const metadata = { title: 'Sandbox test data · Guides · Open Banking Developer Portal' };

const amount = (minor: bigint, currency: string) => `${(Number(minor) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })} ${currency}`;

export default function SandboxGuide() {
  const byNumber = new Map(SEED_CUSTOMERS.map((c) => [c.customerNumber, c]));
  return (
    <GuideLayout slug="sandbox" title="Sandbox test data" lead="Your organisation's sandbox: the same known test customers for everyone, your own copy of them.">
      <p>
        Every organisation works in a sandbox of its own. It starts with the customers below — the same customer numbers, account numbers and
        IBANs in every sandbox, with ids of your own — and nothing you create or change is visible to anyone else: another organisation&apos;s
        resources answer as unknown ids do (404 <A href="/docs/errors#RESOURCE_UNKNOWN">RESOURCE_UNKNOWN</A>). On the SCA page a test customer logs
        in with the customer number only. A payment to an account number that exists only in another sandbox goes to an external account.
      </p>
      <H2 id="customers">Test customers</H2>
      <Table
        head={['Customer number', 'Name', 'Type', 'Accounts', 'Card / agreement']}
        rows={SEED_CUSTOMERS.map((c) => [
          <C key="n">{c.customerNumber}</C>,
          c.name,
          c.type,
          <ul key="a" className="space-y-1">{c.accounts.map((a) => <li key={a.bban}>{a.accountName}: <C>{a.iban ?? norwegianIbanFromBban(a.bban)}</C> ({a.currency}, {amount(a.balanceMinor, a.currency)})</li>)}</ul>,
          c.card ? `${c.card.name} ${c.card.maskedPan}` : c.agreement ? `${c.agreement.name}: ${byNumber.get(c.agreement.psu)?.name ?? c.agreement.psu} (${c.agreement.psu}) may act for the company` : '–',
        ])}
      />
      <p>
        To try a corporate SCA, log in as the private customer named in a company&apos;s agreement and choose the company on the SCA page; you get a{' '}
        <C>psu-corporate-id</C> too (see <A href="/guides/consent-and-sca#corporate">Corporate customers</A>).
      </p>
      <H2 id="manage">Adding and changing data</H2>
      <ul className="list-disc space-y-1 pl-6">
        <li><A href="/sandbox">Sandbox data</A> in the portal: customers, accounts, card accounts, balances, transactions, agreements, the payment batch and a reset.</li>
        <li>The same through the API, signed as any request: <C>/v1/sandbox/customers</C>, <C>/v1/sandbox/accounts</C>, <C>/v1/sandbox/card-accounts</C>, <C>/v1/sandbox/agreements</C> (see the <A href="/docs#tag-Sandbox-mock-data">API reference</A>).</li>
        <li><C>POST /v1/sandbox/initialize</C> puts your sandbox back to the state above (your own customers are removed); PSU-IDs and consents of the test customers stay valid.</li>
        <li><C>DELETE /v1/sandbox/customers/&#123;id&#125;/consents</C> revokes a customer&apos;s consents as the customer would.</li>
        <li><C>POST /v1/sandbox/payments/batch</C> books authorised payments of your sandbox now instead of at the next batch time.</li>
        <li>
          <C>POST /v1/sandbox/accounts/&#123;id&#125;/transactions</C> accepts <C>bookingStatus: &quot;pending&quot;</C>, and{' '}
          <C>proprietaryBankTransactionCode</C>, <C>currencyExchange</C>, <C>creditorAgent</C>, <C>debtorAgent</C> (BIC), <C>additionalInformation</C>{' '}
          and <C>remittanceInformationUnstructuredArray</C>, returned as sent; <C>DELETE /v1/sandbox/accounts/&#123;id&#125;/transactions/&#123;transactionId&#125;</C>{' '}
          (and <C>card-accounts</C>) deletes one.
        </li>
      </ul>
      <p>New customer numbers must be valid Norwegian national identity numbers (11 digits with check digits), account numbers valid BBANs (MOD11) or IBANs.</p>
    </GuideLayout>
  );
}
