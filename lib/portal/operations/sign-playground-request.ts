// POST /api/portal/playground/sign — opt-in server-side signing with a pasted sandbox key (sandbox mode only).
import { definePortalOperation } from '../../http/operation.ts';
import { playgroundSignSchema } from '../playground-schemas.ts';
import { signPlaygroundRequest } from '../sign-playground-request.ts';
import { portal } from './docs.ts';

export const signPlaygroundRequestOperation = definePortalOperation({
  ...portal,
  method: 'POST',
  path: '/api/portal/playground/sign',
  summary: 'Sign a request on the server with a pasted sandbox key (opt-in, sandbox mode only)',
  auth: 'none',
  body: playgroundSignSchema,
  responses: { 200: { description: 'Headers and signing string.' } },
  handler: async ({ body }) => signPlaygroundRequest({ request: body }),
});
