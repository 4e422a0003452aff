import { withPlain } from '@/lib/http/with-plain.ts';
import { checkReadinessOperation } from '@/lib/service/operations/check-readiness.ts';

export const dynamic = 'force-dynamic';

// GET /ready — readiness: database, migrations, trust anchors, not shutting down
export const GET = withPlain(checkReadinessOperation);
