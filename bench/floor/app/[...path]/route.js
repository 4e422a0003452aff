// The framework floor (bench/README.md): one route handler answering every path, GET and POST, with a small JSON —
// what Next.js itself costs per request, served by the app's own server (bench/floor/server.mjs).
export const dynamic = 'force-dynamic';

const answer = () => Response.json({ ok: 1 });
export const GET = answer;
export const POST = answer;
export const PUT = answer;
export const DELETE = answer;
