// Guide: consent, SCA, the redirect back to the TPP, PSU-ID, corporate users, sessions, unattended access, paging and
// what a transaction carries.
import { A, C, GuideLayout, H2, Pre, Table } from '@/components/docs/guide-layout.tsx';

export const metadata = { title: 'Consent, SCA and sessions · Guides · Open Banking Developer Portal' };

export default function ConsentGuide() {
  return (
    <GuideLayout slug="consent-and-sca" title="Consent, SCA and sessions" lead="How a customer gives you access, what you get back, and how long it lasts.">
      <H2 id="sca-redirect">When a request needs SCA</H2>
      <p>
        Reading accounts and authorising payments need the customer&apos;s strong customer authentication (SCA). A request that needs it and has no
        consent or no PSU-ID answers <strong>401</strong> with a link, and so do <C>POST /v1/bank-offered-consents</C> (201) and{' '}
        <C>GET /v1/user</C>. Always look for <C>_links.scaRedirect</C> in an answer and send the customer to it:
      </p>
      <Pre label="An answer with scaRedirect">{`{ "tppMessages": [ … ], "_links": { "scaRedirect": { "href": "https://…/sca/6d0c…" } } }`}</Pre>
      <p>
        Requests that may need SCA carry <C>TPP-Redirect-URI</C>: where the customer returns to. Sign it (it is in the signed headers). The consent is
        bank-offered: the bank shows no account picker, so the customer consents to all the accounts they have and you may read only those.
        The customer can revoke a consent at any time and the bank does not tell you: a revoked consent answers 403{' '}
        <A href="/docs/errors#CONSENT_UNKNOWN">CONSENT_UNKNOWN</A>; start a new one.
      </p>
      <p>
        On the bank&apos;s page (<C>/sca/&#123;id&#125;</C>) the customer authenticates (in the sandbox: the customer number), chooses to act privately
        or for a company, sees every account the consent will cover, and approves or cancels. A flow lives <strong>15 minutes</strong>; five wrong
        customer numbers end it (<A href="/docs/errors#PSU_CREDENTIALS_INVALID">PSU_CREDENTIALS_INVALID</A>).
      </p>
      <p>
        <C>POST /v1/consents</C> is deprecated: its answers carry <C>Deprecation: @1733356800</C> (RFC 9745),{' '}
        <C>Sunset: Thu, 05 Dec 2024 00:00:00 GMT</C> (RFC 8594) and <C>Link: &lt;/v1/bank-offered-consents&gt;; rel=&quot;successor-version&quot;</C>. Use{' '}
        <C>POST /v1/bank-offered-consents</C>.
      </p>
      <H2 id="redirect">The redirect back to you</H2>
      <Table
        head={['Parameter', 'Meaning']}
        rows={[
          [<C key="p">psu-id</C>, 'The customer, as a UUID for your organisation: the same every time. Store it and send it as PSU-ID.'],
          [<C key="p">psu-corporate-id</C>, 'Only when the customer chose a company: the agreement, sent as PSU-Corporate-ID.'],
          [<C key="p">tpp-session-id</C>, 'The TPP-Session-ID of the request that started the SCA.'],
          [<C key="p">context</C>, 'PRIVATE or CORPORATE.'],
        ]}
      />
      <p>When the customer cancels or the SCA fails, the redirect carries <C>system</C>, <C>status</C>, <C>code</C> (e.g. PAYMENT_FAILED) and a URL-encoded <C>message</C> instead.</p>
      <H2 id="psu-id">PSU-ID versus customer number</H2>
      <p>
        The customer number (the Norwegian national identity number, 11 digits, e.g. <C>13039319955</C>) is what the customer types on the bank&apos;s
        SCA page — in the sandbox, it is the whole login. You never send it as <C>PSU-ID</C>: the PSU-ID is the UUID the bank gives you as{' '}
        <C>psu-id</C> after the first SCA. A customer number in PSU-ID answers 400{' '}
        <A href="/docs/errors#FORMAT_ERROR">FORMAT_ERROR</A> &quot;PSU-ID must be the UUID delivered as psu-id after SCA&quot;. To skip typing on the SCA
        page you may send the customer number as <C>X-PSU-IDENTITY</C>; <C>X-PSU-AuthMethod-Preferred</C> skips the method choice, and{' '}
        <C>TPP-Redirect-Preferred: false</C> asks for biometric authentication in mobile apps where possible.
      </p>
      <H2 id="corporate">Corporate customers</H2>
      <p>
        On the SCA page a customer with company agreements chooses to act privately or for a company. After a corporate SCA send both{' '}
        <C>PSU-ID</C> and <C>PSU-Corporate-ID</C>. A customer you already know lists their agreements with <C>GET /v1/agreements</C>; set the chosen
        one in <C>PSU-Corporate-ID</C> and a new SCA follows without the company choice: a flow started with <C>PSU-Corporate-ID</C> offers only
        that agreement.
      </p>
      <ul className="list-disc space-y-1 pl-6">
        <li>
          A company&apos;s own customer number (e.g. <C>18129215603</C>) has no private context: it logs in straight into its agreement(s), and the
          context lists every account of the company. A company without an agreement is told on the page why it cannot act (only Cancel is offered).
        </li>
        <li>
          A corporate customer&apos;s PSU-ID always needs <C>PSU-Corporate-ID</C>, and so does a person who has only ever consented in a corporate
          context: without it, account reads, <C>GET /v1/user</C>, payment initiation with <C>PSU-ID</C> and signing baskets answer 400{' '}
          <A href="/docs/errors#FORMAT_ERROR">FORMAT_ERROR</A> (path <C>PSU-Corporate-ID</C>), whatever the state of the consent.{' '}
          <C>GET /v1/agreements</C> needs only <C>PSU-ID</C>.
        </li>
      </ul>
      <H2 id="sessions">Sessions</H2>
      <p>
        Send a <C>TPP-Session-ID</C> (your own identifier of the customer&apos;s visit). With the customer present (<C>PSU-IP-Address</C> sent), an SCA
        lasts <strong>one hour</strong> inside its session. A new session id before the hour is over needs a new SCA; when that SCA completes the old
        session ends, when it is cancelled the old one stays valid. An SCA is valid for your organisation and the customer across your roles
        (account information and payments).
      </p>
      <ul className="list-disc space-y-1 pl-6">
        <li>
          Consent is gathered during SCA: when your certificate carries <C>PSP_AI</C>, any completed SCA — the bank-offered consent,{' '}
          <C>GET /v1/user</C>, a payment or a basket authorisation — records the consent to every account of the chosen context (the page lists
          them). So after a <C>GET /v1/user</C> or payment SCA you can read the accounts in the same session without a second SCA. An SCA for a
          certificate with payment roles only gathers no consent.
        </li>
        <li>
          The session has the context of its SCA: a private request in the session of a corporate SCA answers 400 (send <C>PSU-Corporate-ID</C>, or
          complete a private SCA); a corporate request in a private session answers 401 with an <C>scaRedirect</C>.
        </li>
        <li>Payments still need their own SCA (an authorisation) each.</li>
      </ul>
      <H2 id="unattended">Unattended access (customer not present)</H2>
      <p>Leave out <C>PSU-IP-Address</C> when the customer is not using your app at that moment, for example in a nightly refresh. Then:</p>
      <ul className="list-disc space-y-1 pl-6">
        <li>balances of an account: at most <strong>4 reads per 24 hours</strong>, consented accounts only;</li>
        <li>transactions of an account: at most <strong>4 reads per 24 hours</strong>, at most <strong>90 days</strong> back, and only while the customer&apos;s last SCA is younger than <strong>180 days</strong>;</li>
        <li>beyond the limit: 429 <A href="/docs/errors#ACCESS_EXCEEDED">ACCESS_EXCEEDED</A> with the time of the next possible read; too old a dateFrom: 400 <A href="/docs/errors#PERIOD_INVALID">PERIOD_INVALID</A>.</li>
      </ul>
      <p>With <C>PSU-IP-Address</C> the request counts as the customer being present; send it only then.</p>
      <H2 id="paging">Paging transactions</H2>
      <p>
        <C>GET /v1/accounts/{'{account-id}'}/transactions</C> answers at most <C>limit</C> transactions per list (1–1000, default 100), newest booking date
        first. When there are more, <C>_links.next</C> points to the next page: follow it as it is. It carries <C>after</C>, the position after the last
        transaction you received, so the next page costs the bank the same however deep you are, and transactions booked meanwhile do not shift your
        pages. <C>offset</C> works too, at about the same cost at any depth, and stays in the links (for <C>_links.previous</C>); but transactions booked
        meanwhile shift pages counted by offset.
      </p>
      <Pre label="Following next">{`GET /v1/accounts/3f1c…/transactions?bookingStatus=booked&dateFrom=2026-08-25&dateTo=2026-11-23&offset=100&limit=100&after=b%3A2026-11-02%3A48213`}</Pre>
      <H2 id="transactions">Booked and pending transactions</H2>
      <p>
        A payment that is authorised but not booked yet — ACTC waiting for the batch, PDNG until its execution date (value date = that date), ACCP
        waiting for funds — is a <C>pending</C> transaction on its debtor account; booking replaces it with a <C>booked</C> one with a new, stable id,
        and rejection or cancellation removes it. Standing orders have none. <C>bookingStatus=booked</C> (the default) lists booked transactions
        only, <C>pending</C> pending ones only, <C>both</C> and <C>all</C> list both (there are no <C>information</C> entries); in the sandbox the date
        window and paging apply to pending ones too.
      </p>
      <p>
        Every transaction carries <C>entryReference</C> (its id without dashes, Max35Text) and a <C>bankTransactionCode</C> of 4–14 characters: the
        creator&apos;s, else the ISO 20022 default <C>PMNT-RCDT-DMCT</C> (money in) or <C>PMNT-ICDT-DMCT</C> (money out).{' '}
        <C>balances[].lastCommittedTransaction</C> is the entryReference of the last booked transaction.
      </p>
    </GuideLayout>
  );
}
