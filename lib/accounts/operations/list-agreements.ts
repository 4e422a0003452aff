// GET /v1/agreements — the PSU's corporate agreements with the psu-corporate-id to send as PSU-Corporate-ID.
import { PSU_HEADERS } from '../../http/header-docs.ts';
import { defineOperation } from '../../http/operation.ts';
import { TAG } from '../../http/tags.ts';
import { listAgreements } from '../list-agreements.ts';
import { agreementsResponseSchema } from '../schemas.ts';
import { aisErrors } from './docs.ts';

export const listAgreementsOperation = defineOperation({
  method: 'GET',
  path: '/v1/agreements',
  tag: TAG.accounts,
  role: ['PSP_AI', 'PSP_PI'],
  headers: PSU_HEADERS,
  summary: "List the PSU's corporate agreements",
  description:
    'With a PSU-ID: the agreements the PSU is engaged in, each with the psu-corporate-id to send as PSU-Corporate-ID (a new consent flow then runs without corporate selection).',
  responses: { 200: { description: 'The agreements.', schema: agreementsResponseSchema }, 401: aisErrors[401] },
  handler: ({ db, tpp, header, now }) => listAgreements({ db, tppId: tpp.id, worldId: tpp.worldId, header, now }),
});
