// Next.js configuration. Native and server-only packages stay outside the bundle.

// Security headers (issue 8 #9). On every response: no framing anywhere (the SCA page is where a PSU approves
// payments) and no MIME sniffing. Outside the hosted SCA page — whose strict per-request CSP, `same-origin` referrer
// policy and `no-store` come from proxy.ts — a baseline CSP (no framing, no plugins, no <base> hijack) and a referrer
// policy.
const EVERYWHERE = [
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
];
const OUTSIDE_SCA = [
  { key: 'Content-Security-Policy', value: "frame-ancestors 'none'; object-src 'none'; base-uri 'self'" },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ['pino', 'better-sqlite3', 'pg', '@prisma/adapter-better-sqlite3', '@prisma/adapter-pg', 'node-forge', 'prom-client'],
  typescript: { ignoreBuildErrors: true }, // `npm test` runs tsc itself; the build need not do it twice.
  async headers() {
    return [
      { source: '/:path*', headers: EVERYWHERE },
      { source: '/((?!sca/).*)', headers: OUTSIDE_SCA },
    ];
  },
};
export default nextConfig;
