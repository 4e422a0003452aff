// Signer playground page: sign requests in the browser and send them to the sandbox.
import { Playground } from '@/components/playground/playground.tsx';
import { PageHeading } from '@/components/ui/card.tsx';
import { portalCallbackUrl } from '@/lib/portal/callback-url.ts';
import { requirePrincipal } from '@/lib/portal/require-principal.ts';

export const metadata = { title: 'Signer playground · Open Banking Developer Portal' };

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
const one = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

export default async function PlaygroundPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  // The relay sends requests for signed-in developers only (it is not an open proxy); signing stays in the browser.
  const query = new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, one(v) ?? '']])));
  await requirePrincipal(`/playground${query.size ? `?${query}` : ''}`);
  const method = METHODS.find((m) => m === one(params.method));
  const path = one(params.path);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageHeading eyebrow="Tools" title="Request-signer playground">
        Sign a request exactly as your client must: the Digest over the body bytes, the signing string of the signed headers in order, and the
        Signature header with <span className="font-mono">keyId=&quot;SN=…,CA=…&quot;</span>. Browsers may not set the <span className="font-mono">Date</span>{' '}
        header, so the playground sends the signed request through a same-origin relay that forwards it unchanged to{' '}
        <span className="font-mono">/v1/…</span> (60 requests a minute). Your key never leaves this browser.
      </PageHeading>
      <Playground callbackUrl={portalCallbackUrl()} initial={{ method, path: path?.startsWith('/v1/') ? path : undefined, body: one(params.body) }} />
    </div>
  );
}
