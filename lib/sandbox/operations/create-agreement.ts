// POST /v1/sandbox/agreements — create a corporate agreement (201).
import { defineOperation } from '../../http/operation.ts';
import { createAgreement } from '../create-agreement.ts';
import { createAgreementBodySchema, sandboxAgreementSchema } from '../schemas.ts';
import { sandbox } from './docs.ts';

export const createAgreementOperation = defineOperation({
  ...sandbox,
  method: 'POST',
  path: '/v1/sandbox/agreements',
  summary: 'Create a corporate agreement',
  description:
    "The owner must be a corporate customer; each engagement gives an existing customer (the PSU) roles on one of the owner's accounts. " +
    'Engagements must have both the role REGISTER and VIEW.',
  body: createAgreementBodySchema,
  status: 201,
  responses: { 201: { description: 'Created.', schema: sandboxAgreementSchema } },
  handler: ({ db, tpp, body }) => createAgreement({ db, worldId: tpp.worldId, body }),
});
