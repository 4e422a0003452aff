// Portal landing page: what the API offers and the four steps of a TPP developer's first hour.
import Link from 'next/link';

const STEPS = [
  { n: 1, title: 'Register your organisation', text: 'Create a developer account with your organizationIdentifier (e.g. PSDNO-FSA-123456) and PSD2 roles.', href: '/signup', cta: 'Sign up' },
  { n: 2, title: 'Download a test certificate', text: 'Get an RSA key and a sandbox QSealC-style certificate with your roles, issued by the sandbox CA.', href: '/organisation', cta: 'Organisation' },
  { n: 3, title: 'Sign your first request', text: 'Compose a request, see the Digest, signing string and Signature header, and send it to the sandbox.', href: '/playground', cta: 'Playground' },
  { n: 4, title: 'Shape your test data', text: 'Create customers, accounts, card accounts, transactions, balances and agreements for your scenarios.', href: '/sandbox', cta: 'Sandbox data' },
];

export default function Home() {
  return (
    <>
      <section className="bg-navy-900 text-white">
        <div className="mx-auto max-w-7xl px-4 pb-16 pt-12 sm:px-6 sm:pt-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-teal-300">PSD2 · Berlin Group NextGenPSD2 1.3</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-semibold tracking-tight sm:text-5xl">Build account information and payment services on our open banking API</h1>
          <p className="mt-4 max-w-2xl text-lg text-navy-200">
            Signed requests, bank-offered consent with redirect SCA, Norwegian payment products and a sandbox you control. Everything you need for
            your first successful call is on this portal.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/signup" className="rounded-md bg-teal-500 px-5 py-2.5 font-semibold text-navy-950 hover:bg-teal-400">Get sandbox access</Link>
            <Link href="/docs" className="rounded-md border border-white/30 px-5 py-2.5 font-semibold text-white hover:bg-white/10">Read the API reference</Link>
          </div>
        </div>
      </section>
      <section className="mx-auto -mt-8 max-w-7xl px-4 pb-16 sm:px-6" aria-labelledby="steps-title">
        <h2 id="steps-title" className="sr-only">Getting started</h2>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((s) => (
            <li key={s.n} className="flex flex-col rounded-xl border border-navy-100 bg-white p-5 shadow-sm">
              <span className="grid h-8 w-8 place-items-center rounded-full bg-teal-50 text-sm font-bold text-teal-700">{s.n}</span>
              <h3 className="mt-3 font-semibold text-navy-900">{s.title}</h3>
              <p className="mt-1 flex-1 text-sm text-navy-600">{s.text}</p>
              <Link href={s.href} className="mt-4 text-sm font-semibold text-teal-700 hover:text-teal-800">{s.cta} →</Link>
            </li>
          ))}
        </ol>
        <div className="mt-10 grid gap-4 lg:grid-cols-3">
          <div className="rounded-xl border border-navy-100 bg-white p-5 lg:col-span-2">
            <h2 className="font-semibold text-navy-900">Every request is signed</h2>
            <p className="mt-1 text-sm text-navy-600">
              Send <code className="font-mono">X-Request-ID</code>, <code className="font-mono">Date</code>, <code className="font-mono">Digest</code>,{' '}
              <code className="font-mono">TPP-Signature-Certificate</code> and a <code className="font-mono">Signature</code> whose keyId is{' '}
              <code className="font-mono">SN=&lt;hex serial&gt;,CA=&lt;issuer DN&gt;</code>. When a signature does not verify, the error text contains the
              signing string the server built — the playground puts it next to yours.
            </p>
          </div>
          <div className="rounded-xl border border-navy-100 bg-white p-5">
            <h2 className="font-semibold text-navy-900">Sign from your code</h2>
            <p className="mt-1 text-sm text-navy-600">
              Copy-paste examples in curl, Node.js, Python and Java sign a first request with the certificate you download on the Organisation page.
            </p>
            <Link href="/guides/signing#examples" className="mt-3 inline-block text-sm font-semibold text-teal-700 hover:text-teal-800">Signing guide →</Link>
          </div>
        </div>
      </section>
    </>
  );
}
