// What GET /v1/user and GET /v1/users share: roles, headers, responses and the handler (only path and texts differ).
import { userResponseSchema } from '../../accounts/schemas.ts';
import { tppMessagesSchema } from '../../errors.ts';
import { SCA_START_HEADERS } from '../../http/header-docs.ts';
import type { Xs2aContext } from '../../http/operation.ts';
import { TAG } from '../../http/tags.ts';
import { getUser } from '../get-user.ts';

export const psuIdOperation = {
  tag: TAG.consent,
  role: ['PSP_AI', 'PSP_PI'],
  headers: SCA_START_HEADERS,
  responses: {
    200: { description: 'The PSU known by PSU-ID.', schema: userResponseSchema },
    401: { description: 'No PSU-ID yet: follow _links.scaRedirect.', schema: tppMessagesSchema },
  },
  handler: ({ db, tpp, header, now }: Pick<Xs2aContext, 'db' | 'tpp' | 'header' | 'now'>) => getUser({ db, tppId: tpp.id, worldId: tpp.worldId, header, now }),
} as const;
