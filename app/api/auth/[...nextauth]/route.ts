import { withPlain } from '@/lib/http/with-plain.ts';
import { nextAuthOperations } from '@/lib/portal/operations/next-auth.ts';

export const dynamic = 'force-dynamic';

// GET /api/auth/{...nextauth} — next-auth (GET)
export const GET = withPlain(nextAuthOperations.GET);

// POST /api/auth/{...nextauth} — next-auth (POST)
export const POST = withPlain(nextAuthOperations.POST);
