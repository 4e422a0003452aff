// GET /v1/sandbox/agreements/{agreementId} — a sandbox agreement with its engagements.
import { defineOperation } from '../../http/operation.ts';
import { getAgreement } from '../get-agreement.ts';
import { sandboxAgreementSchema } from '../schemas.ts';
import { agreementParams, notFound, sandbox } from './docs.ts';

export const readAgreementOperation = defineOperation({
  ...sandbox,
  method: 'GET',
  path: '/v1/sandbox/agreements/{agreementId}',
  summary: 'Read a sandbox agreement',
  params: agreementParams,
  responses: { 200: { description: 'The agreement.', schema: sandboxAgreementSchema }, ...notFound('agreement') },
  handler: ({ db, tpp, params }) => getAgreement({ db, worldId: tpp.worldId, agreementId: params.agreementId }),
});
