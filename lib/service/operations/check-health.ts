// GET /health — liveness and database check, unsigned.
import { z } from 'zod';
import { getDb } from '../../db/client.ts';
import { definePlainOperation } from '../../http/operation.ts';
import { TAG } from '../../http/tags.ts';

export const checkHealthOperation = definePlainOperation({
  method: 'GET',
  path: '/health',
  tag: TAG.service,
  summary: 'Liveness and database check',
  description: 'Unsigned. 200 when the service and its database answer, 503 otherwise.',
  responses: {
    200: { description: 'The service is up.', schema: z.object({ status: z.literal('UP') }) },
    503: { description: 'The database does not answer.', schema: z.object({ status: z.literal('DOWN') }) },
  },
  handler: async () => {
    try {
      const db = await getDb();
      await db.$queryRawUnsafe('SELECT 1');
      return Response.json({ status: 'UP' });
    } catch {
      return Response.json({ status: 'DOWN' }, { status: 503 });
    }
  },
});
