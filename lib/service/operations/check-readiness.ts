// GET /ready — readiness: database, migrations, trust anchors, not shutting down; unsigned.
import { z } from 'zod';
import { definePlainOperation } from '../../http/operation.ts';
import { TAG } from '../../http/tags.ts';
import { checkReadiness } from '../check-readiness.ts';

const readinessSchema = z.object({
  status: z.enum(['READY', 'NOT_READY']),
  checks: z.object({
    database: z.enum(['up', 'down']),
    migrations: z.enum(['applied', 'pending', 'unknown']),
    trustAnchors: z.enum(['loaded', 'missing']),
    shutdown: z.enum(['no', 'in progress']),
  }),
});

export const checkReadinessOperation = definePlainOperation({
  method: 'GET',
  path: '/ready',
  tag: TAG.service,
  summary: 'Readiness: send traffic here?',
  description: 'Unsigned. 200 when the database answers, every migration is applied, the trust anchors are loaded and the process is not shutting down; 503 otherwise, naming the failing check. A load balancer routes on this; /health only says the process is alive.',
  responses: {
    200: { description: 'Ready.', schema: readinessSchema },
    503: { description: 'Not ready (starting, shutting down, or a check fails).', schema: readinessSchema },
  },
  handler: async () => {
    const { ready, checks } = await checkReadiness();
    return Response.json({ status: ready ? 'READY' : 'NOT_READY', checks }, { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
  },
});
