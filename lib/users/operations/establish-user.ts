// GET /v1/users — establishes the PSU-ID (also for PISP-only operation); 401 with scaRedirect when there is none.
import { userResponseSchema } from '../../accounts/schemas.ts';
import { SCA_START_HEADERS } from '../../http/header-docs.ts';
import { defineOperation } from '../../http/operation.ts';
import { TAG } from '../../http/tags.ts';
import { tppMessagesSchema } from '../../errors.ts';
import { getUser } from '../get-user.ts';

export const establishUserOperation = defineOperation({
  method: 'GET',
  path: '/v1/users',
  tag: TAG.consent,
  role: ['PSP_AI', 'PSP_PI'],
  headers: SCA_START_HEADERS,
  summary: 'Establish the PSU-ID (also PISP-only)',
  description: 'Not part of the Berlin Group XS2A: establishes the PSU-ID for PISP-only operation through SCA, without consenting to account access.',
  responses: {
    200: { description: 'The PSU known by PSU-ID.', schema: userResponseSchema },
    401: { description: 'No PSU-ID yet: follow _links.scaRedirect.', schema: tppMessagesSchema },
  },
  handler: ({ db, tpp, header, now }) => getUser({ db, tppId: tpp.id, header, now }),
});
