// Next.js proxy (Next 16's middleware), for the hosted SCA page only — the matcher keeps it off every API request.
// Issue 8 #9: a strict Content-Security-Policy with a fresh nonce per response (Next.js reads the policy from the
// request headers and puts the nonce on the scripts it renders); X-Frame-Options and nosniff come from next.config.js.
import { NextResponse, type NextRequest } from 'next/server';

/**
 * The SCA page's policy: scripts only with this response's nonce, everything else from the app's own origin, no
 * framing, no plugins, no <base>. `'unsafe-eval'` only under `next dev` (React's dev tooling needs it).
 */
export function scaPagePolicy(nonce: string, dev = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// The hosted SCA page — strict CSP; the URL carries the flow id, so no Referer leaves for another origin and nothing
// caches it. `same-origin`, not `no-referrer`: under no-referrer Chromium sends `Origin: null` with a form's own POST,
// and Next.js refuses such a server action (500), so a PSU whose tap on Continue or Approve came before the page's
// scripts ran (a slow phone; JavaScript off) got an error page instead of the next step.
export function proxy(request: NextRequest): NextResponse {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const policy = scaPagePolicy(nonce, process.env.NODE_ENV === 'development');
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  response.headers.set('Referrer-Policy', 'same-origin');
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

export const config = { matcher: '/sca/:path*' };
