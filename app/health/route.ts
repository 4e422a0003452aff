import { withPlain } from '@/lib/http/with-plain.ts';
import { checkHealthOperation } from '@/lib/service/operations/check-health.ts';

export const dynamic = 'force-dynamic';

// GET /health — liveness: the process answers
export const GET = withPlain(checkHealthOperation);
