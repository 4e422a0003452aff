// POST /api/portal/playground/send — relay a request signed in the browser to /v1 (browsers cannot set Date).
import { definePortalOperation } from '../../http/operation.ts';
import { playgroundSendSchema } from '../playground-schemas.ts';
import { internalBaseUrl, relayRequest } from '../relay-request.ts';
import { portal } from './docs.ts';

export const sendPlaygroundRequestOperation = definePortalOperation({
  ...portal,
  method: 'POST',
  path: '/api/portal/playground/send',
  summary: 'Relay a browser-signed request to /v1 (browsers cannot set the Date header)',
  auth: 'none',
  body: playgroundSendSchema,
  responses: { 200: { description: 'The /v1 response: status, headers, body.' } },
  handler: ({ body }) => relayRequest({ baseUrl: internalBaseUrl(), request: body }),
});
