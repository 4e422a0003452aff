// GET /v1/tpp-contacts — the registered contact e-mail of the calling TPP.
import { defineOperation } from '../../http/operation.ts';
import { TAG } from '../../http/tags.ts';
import { tppContactSchema } from '../contact-email.ts';
import { getContact } from '../get-contact.ts';

export const readContactOperation = defineOperation({
  method: 'GET',
  path: '/v1/tpp-contacts',
  tag: TAG.tpp,
  summary: 'Read the registered contact e-mail',
  description: 'The contact e-mail of the calling TPP (identified by the organizationIdentifier of its certificate); contactEmail is null when none is registered.',
  responses: { 200: { description: 'The TPP contact.', schema: tppContactSchema } },
  handler: ({ db, tpp }) => getContact({ db, tppId: tpp.id }),
});
