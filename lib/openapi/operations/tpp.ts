// OpenAPI entries of the TPP dialogue operations (spec 4.4): the TPP contact e-mail.
import { tppMessagesSchema } from '../common.ts';
import { contactEmailBodySchema, tppContactSchema } from '../../tpp/contact-email.ts';
import { defineOperations } from '../types.ts';

const warningNote =
  'When the address looks personal (e.g. first.last@, or not a role such as post@, api@, openbanking@, support@, it@, psd2@) the 2xx body carries ' +
  'tppMessages with category WARNING and code WARNING advising a non-personal address; the address is stored all the same.';

export const tppOperations = defineOperations([
  {
    method: 'GET',
    path: '/v1/tpp-contacts',
    tag: 'TPP dialogue',
    summary: 'Read the registered contact e-mail',
    description: 'The contact e-mail of the calling TPP (identified by the organizationIdentifier of its certificate); contactEmail is null when none is registered.',
    signed: true,
    responses: { 200: { description: 'The TPP contact.', schema: tppContactSchema } },
  },
  {
    method: 'POST',
    path: '/v1/tpp-contacts',
    tag: 'TPP dialogue',
    summary: 'Register the contact e-mail',
    description: `Registers where the bank sends operational notices. 409 STATUS_INVALID when one is registered already (use PUT). ${warningNote}`,
    signed: true,
    body: contactEmailBodySchema,
    responses: {
      201: { description: 'Registered.', schema: tppContactSchema },
      409: { description: 'A contact e-mail is registered already.', schema: tppMessagesSchema },
    },
  },
  {
    method: 'PUT',
    path: '/v1/tpp-contacts',
    tag: 'TPP dialogue',
    summary: 'Update the contact e-mail',
    description: `Replaces the registered contact e-mail. 404 RESOURCE_UNKNOWN when none is registered yet (use POST). ${warningNote}`,
    signed: true,
    body: contactEmailBodySchema,
    responses: {
      200: { description: 'Updated.', schema: tppContactSchema },
      404: { description: 'No contact e-mail is registered yet.', schema: tppMessagesSchema },
    },
  },
]);
