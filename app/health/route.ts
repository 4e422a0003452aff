// GET /health — liveness and database check, unsigned.
import { getDb } from '@/lib/db/client.ts';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  try {
    const db = await getDb();
    await db.$queryRawUnsafe('SELECT 1');
    return Response.json({ status: 'UP' });
  } catch {
    return Response.json({ status: 'DOWN' }, { status: 503 });
  }
}
