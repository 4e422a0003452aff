// GET /v1/user — the PSU-ID of the PSU; 401 with scaRedirect when the TPP has none yet.
import { userResponseSchema } from '../../accounts/schemas.ts';
import { SCA_START_HEADERS } from '../../http/header-docs.ts';
import { defineOperation } from '../../http/operation.ts';
import { TAG } from '../../http/tags.ts';
import { tppMessagesSchema } from '../../errors.ts';
import { getUser } from '../get-user.ts';

export const readUserOperation = defineOperation({
  method: 'GET',
  path: '/v1/user',
  tag: TAG.consent,
  role: ['PSP_AI', 'PSP_PI'],
  headers: SCA_START_HEADERS,
  summary: 'Read or establish the PSU-ID',
  responses: {
    200: { description: 'The PSU known by PSU-ID.', schema: userResponseSchema },
    401: { description: 'No PSU-ID yet: follow _links.scaRedirect.', schema: tppMessagesSchema },
  },
  handler: ({ db, tpp, header, now }) => getUser({ db, tppId: tpp.id, header, now }),
});
