// Guide: payment products, authorisation, statuses, signing baskets (their status from lib/baskets/basket-status.ts) and
// the booking batch.
import { A, C, GuideLayout, H2, Pre, Table } from '@/components/docs/guide-layout.tsx';
import { PAYMENT_STATE_ORDER } from '@/lib/baskets/basket-status.ts';

export const metadata = { title: 'Payments and signing baskets · Guides · Open Banking Developer Portal' };

export default function PaymentsGuide() {
  return (
    <GuideLayout slug="payments" title="Payments and signing baskets" lead="Create a payment, let the customer authorise it, follow its status until it is booked.">
      <H2 id="products">Payment products</H2>
      <Table
        head={['Product (path)', 'What', 'Services']}
        rows={[
          [<C key="p">norwegian-domestic-credit-transfers</C>, 'Domestic payment in NOK', 'payments, bulk-payments, periodic-payments'],
          [<C key="p">instant-norwegian-domestic-credit-transfers-straks</C>, 'Instant domestic payment (Straks), NOK, booked at approval', 'payments, bulk-payments'],
          [<C key="p">norwegian-cross-border-credit-transfers</C>, 'Cross-border payment, any currency', 'payments, bulk-payments, periodic-payments'],
          [<C key="p">sepa-credit-transfers</C>, 'SEPA credit transfer in EUR', 'payments, bulk-payments, periodic-payments'],
        ]}
      />
      <p>
        The debtor account is an account of this bank; creditor account numbers are checked (Norwegian BBAN and IBAN check digits). A KID goes in{' '}
        <C>remittanceInformationStructured</C> with <C>referenceType</C> SCOR. <C>requestedExecutionDate</C> (a periodic payment&apos;s{' '}
        <C>startDate</C>) is today (Norwegian time) up to a year ahead; leave it out for an instant payment. A domestic payment identical to one you
        created in the last 24 hours is refused unless you add <C>?allowLogicalDuplicate=true</C>.
      </p>
      <H2 id="flow">Create and authorise</H2>
      <Pre label="Payment flow">{`POST /v1/payments/norwegian-domestic-credit-transfers        → 201 { "transactionStatus": "RCVD", "paymentId": "…",
                                                                  "_links": { "startAuthorisation": … } }
POST /v1/payments/norwegian-domestic-credit-transfers/{paymentId}/authorisations   (empty body)
                                                               → 201 { "_links": { "scaRedirect": … } }
  … the customer approves on the bank's page and returns to your TPP-Redirect-URI …
GET  /v1/payments/norwegian-domestic-credit-transfers/{paymentId}/status            → 200 { "transactionStatus": "ACTC", … }`}</Pre>
      <H2 id="statuses">Statuses</H2>
      <Table
        head={['Status', 'Meaning']}
        rows={[
          ['RCVD', 'Received, not yet authorised by the customer.'],
          ['ACTC', 'Authorised; waits for the next batch (fundsAvailable true). A standing order stays ACTC.'],
          ['PDNG', 'Authorised for a future date. A PDNG payment cannot be deleted.'],
          ['ACCP', 'Authorised, but the funds were short (fundsAvailable false); it waits for funds.'],
          ['ACSC', 'Booked on the accounts (instant payments at once).'],
          ['RJCT', 'Rejected.'],
          ['CANC', 'Cancelled (deleted before it was processed).'],
        ]}
      />
      <p>
        Insufficient funds are a normal answer, not an error: the status response carries <C>fundsAvailable</C>. Delete a payment you no longer
        want with <C>DELETE</C> on the payment while it is RCVD, ACTC or ACCP (204, then CANC). Until it is booked, an authorised payment shows on
        its debtor account as a pending transaction (see <A href="/guides/consent-and-sca#transactions">Booked and pending transactions</A>).
      </p>
      <H2 id="batch">When payments are booked</H2>
      <p>
        A batch books authorised payments at <strong>06:00, 09:00, 12:00, 15:00 and 18:00 Norwegian time</strong> (Europe/Oslo). Instant (Straks)
        payments are booked at approval. In the sandbox, <C>POST /v1/sandbox/payments/batch</C> (or the button on <A href="/sandbox">Sandbox data</A>)
        runs the batch for your sandbox at once, so you need not wait.
      </p>
      <H2 id="baskets">Signing baskets: one SCA for several payments</H2>
      <p>
        <C>POST /v1/signing-baskets</C> with <C>{'{"paymentIds": [ … ]}'}</C> groups up to <strong>10</strong> single payments (status RCVD, in no
        other basket) for one SCA; bulk and periodic payments are refused with 400{' '}
        <A href="/docs/errors#REFERENCE_MIX_INVALID">REFERENCE_MIX_INVALID</A>. Basket creation needs <C>TPP-Redirect-URI</C>,{' '}
        <C>TPP-Session-ID</C>, <C>PSU-ID</C>, <C>PSU-IP-Address</C> and documents <C>x-accept-fix</C> as required. Authorise with{' '}
        <C>POST /v1/signing-baskets/&#123;basketId&#125;/authorisations</C>. A payment in an unauthorised basket cannot be deleted; delete the basket
        first.
      </p>
      <p>
        The other headers of basket creation are checked too: <C>PSU-Device-ID</C> must be a UUID, <C>PSU-HTTP-Method</C> one of GET, POST, PUT,
        PATCH, DELETE, <C>TPP-Redirect-Preferred</C> <C>true</C> or <C>false</C>; the first missing required header is named in a 400{' '}
        <A href="/docs/errors#FORMAT_ERROR">FORMAT_ERROR</A>. <C>TPP-Redirect-Preferred: false</C> (on the creation or the authorisation request, and
        on any request starting an SCA) asks for app/biometric authentication: the bank&apos;s page preselects the code app with biometrics and says
        so, unless <C>X-PSU-AuthMethod-Preferred</C> names another method.
      </p>
      <H2 id="basket-status">Basket status</H2>
      <p>
        A basket is not atomic: its status is the worst case of its payments, by this table. A basket whose payments are partly authorised (some
        ACTC, some RCVD, none rejected) is PATC. Each payment&apos;s own status stays authoritative: read it with{' '}
        <C>GET /v1/payments/&#123;product&#125;/&#123;paymentId&#125;/status</C>.
      </p>
      <Table
        head={['Payment status', 'Basket status']}
        rows={PAYMENT_STATE_ORDER.map((row) => [row.states.map((s) => (s === 'ACCP-no-funds' ? 'ACCP with fundsAvailable false' : s)).join(', '), row.basket])}
      />
    </GuideLayout>
  );
}
