// POST /api/portal/account — sign-up: a developer account, and in sandbox mode optionally a fresh sandbox
// organisation (202, the same answer whether or not the e-mail was registered before).
import { definePortalOperation } from '../../http/operation.ts';
import { tppMessagesSchema } from '../../errors.ts';
import { clientAddress } from '../client-address.ts';
import { registerAccount } from '../register-account.ts';
import { signUpReceivedSchema, signUpSchema } from '../schemas.ts';
import { portal } from './docs.ts';

export const registerAccountOperation = definePortalOperation({
  ...portal,
  method: 'POST',
  path: '/api/portal/account',
  summary: 'Sign up: developer account (and a sandbox organisation)',
  auth: 'none',
  body: signUpSchema,
  status: 202,
  responses: {
    202: { description: 'Received; does not tell whether the e-mail had an account. Sign in next.', schema: signUpReceivedSchema },
    400: { description: 'Invalid input or a weak password.', schema: tppMessagesSchema },
    429: { description: 'Too many sign-ups from this address (Retry-After).', schema: tppMessagesSchema },
  },
  handler: ({ db, body, request }) => registerAccount({ db, input: body, address: clientAddress(request) }),
});
