// Guide: consent, SCA, the redirect back to the TPP, PSU-ID, corporate users, sessions, unattended access and paging.
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
        one in <C>PSU-Corporate-ID</C> and a new SCA follows without the company choice. A corporate user without PSU-Corporate-ID gets 400.
      </p>
      <H2 id="sessions">Sessions</H2>
      <p>
        Send a <C>TPP-Session-ID</C> (your own identifier of the customer&apos;s visit). With the customer present (<C>PSU-IP-Address</C> sent), an SCA
        lasts <strong>one hour</strong> inside its session. A new session id before the hour is over needs a new SCA; when that SCA completes the old
        session ends, when it is cancelled the old one stays valid. An SCA is valid for your organisation and the customer across your roles
        (account information and payments).
      </p>
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
    </GuideLayout>
  );
}
