// OpenAPI entries of the unsigned service endpoints: health and the OpenAPI document itself.
import { z } from 'zod';
import { defineOperations } from '../types.ts';

export const systemOperations = defineOperations([
  {
    method: 'GET',
    path: '/health',
    tag: 'Service',
    summary: 'Liveness and database check',
    description: 'Unsigned. 200 when the service and its database answer, 503 otherwise.',
    signed: false,
    auth: 'none',
    responses: {
      200: { description: 'The service is up.', schema: z.object({ status: z.literal('UP') }) },
      503: { description: 'The database does not answer.', schema: z.object({ status: z.literal('DOWN') }) },
    },
  },
  {
    method: 'GET',
    path: '/openapi.json',
    tag: 'Service',
    summary: 'This OpenAPI 3.1 document',
    description: 'Unsigned. Generated from the zod schemas the handlers validate with; rendered at /docs.',
    signed: false,
    auth: 'none',
    responses: { 200: { description: 'OpenAPI 3.1 document.', schema: z.record(z.string(), z.unknown()) } },
  },
]);
