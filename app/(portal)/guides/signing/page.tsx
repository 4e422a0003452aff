// Guide: signing requests, with the copy-paste examples of lib/docs/signing-examples.ts (run by the e2e tests).
import { A, C, GuideLayout, H2, Pre, Table } from '@/components/docs/guide-layout.tsx';
import { CopyBlock } from '@/components/playground/copy-block.tsx';
import { SIGNING_EXAMPLES } from '@/lib/docs/signing-examples.ts';

export const metadata = { title: 'Signing requests · Guides · Open Banking Developer Portal' };

export default function SigningGuide() {
  return (
    <GuideLayout slug="signing" title="Signing requests" lead="Every request to the API is signed with your certificate's key, in the sandbox as in production.">
      <H2 id="headers">The headers of every request</H2>
      <Table
        head={['Header', 'Value']}
        rows={[
          [<C key="h">X-Request-ID</C>, 'A new UUID per request. A request id sent twice is rejected.'],
          [<C key="h">Date</C>, 'The current time as an HTTP date, e.g. Tue, 03 Jun 2025 10:15:00 GMT. At most 60 seconds from the server clock.'],
          [<C key="h">Digest</C>, <>SHA-256= followed by the base64 SHA-256 of the exact body bytes (of the empty string when there is no body). Required with a body.</>],
          [<C key="h">TPP-Signature-Certificate</C>, 'Your certificate as base64 DER: the PEM body without the BEGIN/END lines and line breaks.'],
          [<C key="h">Signature</C>, <>keyId, algorithm, headers and signature, see below.</>],
        ]}
      />
      <p>
        The API speaks JSON only: an <C>Accept</C> header that admits no JSON (e.g. <C>application/xml</C>) is answered 406{' '}
        <A href="/docs/errors#REQUESTED_FORMATS_INVALID">REQUESTED_FORMATS_INVALID</A> before anything else. Errors are Berlin Group bodies,{' '}
        <C>{'{"tppMessages":[{"category":"ERROR","code":…,"path":…,"text":…}]}'}</C>; the <A href="/docs/errors">error-code page</A> says what each
        code means and what to do next.
      </p>
      <H2 id="signature">The Signature header</H2>
      <Pre label="Signature header">{`Signature: keyId="SN=1A2B3C…,CA=CN=Sandbox TPP CA,O=…",algorithm="rsa-sha256",
           headers="date digest x-request-id",signature="<base64>"`}</Pre>
      <ul className="list-disc space-y-1 pl-6">
        <li><C>keyId</C>: <C>SN=</C> the certificate serial in hexadecimal, <C>,CA=</C> the issuer&apos;s distinguished name (as <C>openssl x509 -noout -issuer -nameopt RFC2253</C> prints it; order and case do not matter).</li>
        <li><C>algorithm</C>: <C>rsa-sha256</C>.</li>
        <li>
          <C>headers</C>: the lower-case names of the signed headers, in signing order. Sign <C>date</C>, and each of <C>digest</C>, <C>x-request-id</C>,{' '}
          <C>psu-id</C>, <C>psu-corporate-id</C>, <C>tpp-redirect-uri</C> that the request carries. You may add <C>(request-target)</C> (
          <C>get /v1/accounts?withBalance=true</C>: method in lower case, the path and query exactly as sent).
        </li>
        <li><C>signature</C>: base64 of the RSA-SHA256 signature of the signing string.</li>
      </ul>
      <p>The signing string is one <C>name: value</C> line per signed header, in the order of <C>headers</C>, joined by a line feed, without a trailing one:</p>
      <Pre label="Signing string">{`date: Tue, 03 Jun 2025 10:15:00 GMT
digest: SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
x-request-id: 99391c7e-ad88-49ec-a2ad-99ddcb1f7721
psu-id: 3f2504e0-4f89-11d3-9a0c-0305e82c3301`}</Pre>
      <H2 id="examples">Copy-paste examples</H2>
      <p>
        Each example signs and sends <C>GET /v1/sandbox/customers</C> with <C>tpp.cert.pem</C> and <C>tpp.key.pem</C> (your downloads from{' '}
        <A href="/organisation">Organisation</A>) in the current folder, and prints the body and the HTTP status. Set <C>BASE_URL</C> to the API&apos;s
        address. For a request with a body, set the body variable: the Digest covers it. To sign PSU-ID or TPP-Redirect-URI too, add the header
        and append its line to the signing string and its name to <C>headers</C>.
      </p>
      {SIGNING_EXAMPLES.map((e) => (
        <section key={e.id} aria-labelledby={`example-${e.id}`} className="space-y-2">
          <h3 id={`example-${e.id}`} className="pt-2 font-semibold text-navy-900">{e.label} <span className="font-normal text-navy-600">— save as <C>{e.file}</C>, run <C>{e.run}</C></span></h3>
          <CopyBlock label={`${e.label} example (${e.file})`} text={e.source} dark />
        </section>
      ))}
      <H2 id="troubleshooting">When the signature is rejected</H2>
      <p>
        A rejected signature answers 400 <A href="/docs/errors#SIGNATURE_INVALID">SIGNATURE_INVALID</A>; the text says what did not match and, for a
        wrong signature, shows the signing string the server built: compare it with yours line by line. A Date off by more than 60 seconds is{' '}
        <A href="/docs/errors#TIMESTAMP_INVALID">TIMESTAMP_INVALID</A>; a wrong Digest says so with the digest the server computed. The{' '}
        <A href="/playground">playground</A> shows every intermediate value for the same request.
      </p>
    </GuideLayout>
  );
}
