// Guide: from sign-up to a consented account read.
import { A, C, GuideLayout, H2, Pre } from '@/components/docs/guide-layout.tsx';

export const metadata = { title: 'Quick start · Guides · Open Banking Developer Portal' };

export default function QuickStartGuide() {
  return (
    <GuideLayout slug="quick-start" title="Quick start" lead="From sign-up to reading a customer's accounts in the sandbox, in six steps.">
      <H2 id="account">1. Sign up and create your organisation</H2>
      <p>
        <A href="/signup">Sign up</A> and create a sandbox organisation (or join your company&apos;s with an invitation). Your organisation gets a
        sandbox of its own: four test customers with accounts, cards and transactions that only you see and change (see{' '}
        <A href="/guides/sandbox">Sandbox test data</A>).
      </p>
      <H2 id="certificate">2. Get a test certificate</H2>
      <p>
        On <A href="/organisation">Organisation</A>, issue a sandbox certificate with the roles you need (PSP_AI to read accounts, PSP_PI to
        initiate payments) and download both files: <C>tpp.cert.pem</C> (the certificate) and <C>tpp.key.pem</C> (its private key). The key is
        shown once; keep it safe. In production you use your eIDAS QSealC instead.
      </p>
      <H2 id="first-request">3. Send a first signed request</H2>
      <p>
        Every request is signed with that key. The quickest way to see a signed request is the <A href="/playground">signer playground</A>: load the
        two files, send <C>GET /v1/sandbox/customers</C> and look at the Digest, the signing string and the Signature header it built. To sign from
        your own code, copy an example from <A href="/guides/signing">Signing requests</A> (curl, Node.js, Python, Java). A 200 with the list of
        test customers means your signing works.
      </p>
      <H2 id="consent">4. Start a consent</H2>
      <p>Ask for access to a customer&apos;s accounts. The answer carries an <C>scaRedirect</C> link for the customer (the PSU):</p>
      <Pre label="Start a consent">{`POST /v1/bank-offered-consents
TPP-Redirect-URI: https://your-app.example/callback
PSU-IP-Address: 192.0.2.10
(+ the signature headers)

201 Created
{ "_links": { "scaRedirect": { "href": "https://…/sca/…" } } }`}</Pre>
      <H2 id="sca">5. Let the customer approve (SCA)</H2>
      <p>
        Open the <C>scaRedirect</C> link in a browser. In the sandbox the customer identifies with the customer number only, for example{' '}
        <C>13039319955</C> (Test Testperson 3), sees the accounts the consent covers and approves. The browser then returns to your{' '}
        <C>TPP-Redirect-URI</C> with:
      </p>
      <Pre label="Redirect after SCA">{`https://your-app.example/callback?psu-id=3f2504e0-…&tpp-session-id=…&context=PRIVATE`}</Pre>
      <p>
        Keep the <C>psu-id</C>: it is the customer&apos;s identifier for your organisation and stays the same. It is <strong>not</strong> the customer
        number; see <A href="/guides/consent-and-sca#psu-id">PSU-ID versus customer number</A>.
      </p>
      <H2 id="accounts">6. Read accounts, balances and transactions</H2>
      <Pre label="Read accounts">{`GET /v1/accounts
PSU-ID: 3f2504e0-…            (the psu-id from the redirect)
PSU-IP-Address: 192.0.2.10    (the customer is present)
TPP-Redirect-URI: https://your-app.example/callback

200 OK
{ "accounts": [ { "resourceId": "…", "iban": "NO78…", "name": "Totalkonto", … } ] }`}</Pre>
      <p>
        With a <C>resourceId</C>, read <C>GET /v1/accounts/&#123;resourceId&#125;/balances</C> and <C>…/transactions?bookingStatus=booked</C>. Next:{' '}
        <A href="/guides/payments">initiate a payment</A>, or look up any error code on the <A href="/docs/errors">error-code page</A>.
      </p>
    </GuideLayout>
  );
}
