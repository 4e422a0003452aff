// POST /v1/tpp-contacts — registers the contact e-mail (201; 409 when one is registered already).
import { defineOperation } from '../../http/operation.ts';
import { TAG } from '../../http/tags.ts';
import { tppMessagesSchema } from '../../errors.ts';
import { contactEmailBodySchema, tppContactSchema } from '../contact-email.ts';
import { setContactEmail } from '../set-contact-email.ts';
import { WARNING_NOTE } from './docs.ts';

export const registerContactOperation = defineOperation({
  method: 'POST',
  path: '/v1/tpp-contacts',
  tag: TAG.tpp,
  summary: 'Register the contact e-mail',
  description: `Registers where the bank sends operational notices. 409 STATUS_INVALID when one is registered already (use PUT). ${WARNING_NOTE}`,
  body: contactEmailBodySchema,
  status: 201,
  responses: {
    201: { description: 'Registered.', schema: tppContactSchema },
    409: { description: 'A contact e-mail is registered already.', schema: tppMessagesSchema },
  },
  errors: ['STATUS_INVALID'],
  handler: ({ db, tpp, body }) => setContactEmail({ db, tppId: tpp.id, body, mode: 'register' }),
});
