// GET /health — liveness: the process answers (its event loop runs); unsigned. Readiness is GET /ready.
import { z } from 'zod';
import { definePlainOperation } from '../../http/operation.ts';
import { TAG } from '../../http/tags.ts';

export const checkHealthOperation = definePlainOperation({
  method: 'GET',
  path: '/health',
  tag: TAG.service,
  summary: 'Liveness: the process answers',
  description: 'Unsigned. 200 while the process runs and its event loop answers — a supervisor restarts it otherwise. It checks nothing else: whether it should receive traffic (database, migrations, trust anchors, shutdown) is GET /ready.',
  responses: { 200: { description: 'The process is alive.', schema: z.object({ status: z.literal('UP') }) } },
  handler: async () => Response.json({ status: 'UP' }, { headers: { 'Cache-Control': 'no-store' } }),
});
