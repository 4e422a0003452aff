// POST /api/portal/account — sign-up: a developer account and its TPP organisation (201).
import { z } from 'zod';
import { definePortalOperation } from '../../http/operation.ts';
import { tppMessagesSchema } from '../../errors.ts';
import { registerAccount } from '../register-account.ts';
import { signUpSchema } from '../schemas.ts';
import { portal } from './docs.ts';

export const registerAccountOperation = definePortalOperation({
  ...portal,
  method: 'POST',
  path: '/api/portal/account',
  summary: 'Sign up: developer account and TPP organisation',
  auth: 'none',
  body: signUpSchema,
  status: 201,
  responses: { 201: { description: 'Created.', schema: z.object({ userId: z.string(), tppId: z.string() }) }, 409: { description: 'Taken.', schema: tppMessagesSchema } },
  // The client signs in with the same credentials afterwards.
  handler: ({ db, body }) => registerAccount({ db, input: body }),
});
