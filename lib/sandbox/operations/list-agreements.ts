// GET /v1/sandbox/agreements — sandbox agreements with their engagements, optionally of one owner.
import { z } from 'zod';
import { defineOperation } from '../../http/operation.ts';
import { listAgreements } from '../list-agreements.ts';
import { listAgreementsQuerySchema, sandboxAgreementSchema } from '../schemas.ts';
import { sandbox } from './docs.ts';

export const listAgreementsOperation = defineOperation({
  ...sandbox,
  method: 'GET',
  path: '/v1/sandbox/agreements',
  summary: 'List sandbox agreements',
  query: listAgreementsQuerySchema,
  responses: { 200: { description: 'The agreements with their engagements.', schema: z.array(sandboxAgreementSchema) } },
  handler: ({ db, tpp, query }) => listAgreements({ db, worldId: tpp.worldId, owner: query.owner }),
});
