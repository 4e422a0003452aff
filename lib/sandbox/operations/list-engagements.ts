// GET /v1/sandbox/agreements/{agreementId}/engagements — the engagements of a sandbox agreement.
import { z } from 'zod';
import { defineOperation } from '../../http/operation.ts';
import { listEngagements } from '../list-engagements.ts';
import { sandboxEngagementSchema } from '../schemas.ts';
import { agreementParams, notFound, sandbox } from './docs.ts';

export const listEngagementsOperation = defineOperation({
  ...sandbox,
  method: 'GET',
  path: '/v1/sandbox/agreements/{agreementId}/engagements',
  summary: 'List the engagements of a sandbox agreement',
  params: agreementParams,
  responses: { 200: { description: 'The engagements.', schema: z.array(sandboxEngagementSchema) }, ...notFound('agreement') },
  handler: ({ db, tpp, params }) => listEngagements({ db, worldId: tpp.worldId, agreementId: params.agreementId }),
});
