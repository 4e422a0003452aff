// PUT /v1/tpp-contacts — changes the registered contact e-mail (404 when none is registered yet).
import { defineOperation } from '../../http/operation.ts';
import { TAG } from '../../http/tags.ts';
import { tppMessagesSchema } from '../../errors.ts';
import { contactEmailBodySchema, tppContactSchema } from '../contact-email.ts';
import { setContactEmail } from '../set-contact-email.ts';
import { WARNING_NOTE } from './docs.ts';

export const updateContactOperation = defineOperation({
  method: 'PUT',
  path: '/v1/tpp-contacts',
  tag: TAG.tpp,
  summary: 'Update the contact e-mail',
  description: `Replaces the registered contact e-mail. 404 RESOURCE_UNKNOWN when none is registered yet (use POST). ${WARNING_NOTE}`,
  body: contactEmailBodySchema,
  responses: {
    200: { description: 'Updated.', schema: tppContactSchema },
    404: { description: 'No contact e-mail is registered yet.', schema: tppMessagesSchema },
  },
  errors: ['RESOURCE_UNKNOWN'],
  handler: ({ db, tpp, body }) => setContactEmail({ db, tppId: tpp.id, body, mode: 'update' }),
});
