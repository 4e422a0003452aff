// POST /api/portal/playground/send — relay a request signed in the browser to /v1 (browsers cannot set Date);
// signed-in developers only, /v1/… targets only, rate-limited per user.
import { definePortalOperation } from '../../http/operation.ts';
import { tppMessagesSchema } from '../../errors.ts';
import { playgroundSendSchema } from '../playground-schemas.ts';
import { relayPlaygroundRequest } from '../relay-request.ts';
import { portal } from './docs.ts';

export const sendPlaygroundRequestOperation = definePortalOperation({
  ...portal,
  method: 'POST',
  path: '/api/portal/playground/send',
  summary: 'Relay a browser-signed request to /v1 (browsers cannot set the Date header)',
  auth: 'account',
  body: playgroundSendSchema,
  responses: {
    200: { description: 'The /v1 response: status, headers, body.' },
    400: { description: 'PATH_INVALID: not a /v1/… path, or a relayed request.', schema: tppMessagesSchema },
    429: { description: 'Too many playground requests (Retry-After).', schema: tppMessagesSchema },
  },
  handler: ({ db, principal, body, request }) => relayPlaygroundRequest({ db, account: principal, request: body, incoming: request }),
});
