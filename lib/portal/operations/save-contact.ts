// PUT /api/portal/contact — register or update the organisation contact e-mail from the portal.
import { definePortalOperation } from '../../http/operation.ts';
import { contactEmailBodySchema, tppContactSchema } from '../../tpp/contact-email.ts';
import { setContactEmail } from '../../tpp/set-contact-email.ts';
import { portal } from './docs.ts';

export const saveContactOperation = definePortalOperation({
  ...portal,
  method: 'PUT',
  path: '/api/portal/contact',
  summary: 'Register or update the organisation contact e-mail',
  auth: 'session',
  body: contactEmailBodySchema,
  responses: { 200: { description: 'Saved, with a WARNING for personal-looking addresses.', schema: tppContactSchema } },
  handler: ({ db, principal, body }) => setContactEmail({ db, tppId: principal.tppId, body, mode: 'save' }),
});
