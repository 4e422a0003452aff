// The framework floor of `npm run bench` (bench/README.md): the same Next.js as the app, nothing else.
/** @type {import('next').NextConfig} */
const nextConfig = { reactStrictMode: true, poweredByHeader: false };
export default nextConfig;
