// Registry entries of the developer portal's own routes (session cookie, not signed): internal, not in /openapi.json.
import { z } from 'zod';
import { tppMessagesSchema } from '../common.ts';
import { contactEmailBodySchema, tppContactSchema } from '../../tpp/contact-email.ts';
import { issueCertificateSchema, issuedCertificateSchema, organisationSchema, signUpSchema } from '../../portal/schemas.ts';
import { playgroundSendSchema, playgroundSignSchema } from '../../portal/playground-schemas.ts';
import { defineOperations, type OperationSpec } from '../types.ts';

const portal = (op: Omit<OperationSpec, 'tag' | 'signed' | 'internal'> & { tag?: string }): OperationSpec => ({
  tag: 'Developer portal',
  signed: false,
  internal: true,
  auth: 'session',
  ...op,
});

const sandboxMethods = ['GET', 'POST', 'PUT', 'DELETE'] as const;

export const portalOperations = defineOperations([
  ...(['GET', 'POST'] as const).map((method) =>
    portal({ method, path: '/api/auth/{...nextauth}', summary: `next-auth (${method})`, auth: 'none', responses: { 200: { description: 'next-auth' } } }),
  ),
  portal({
    method: 'POST',
    path: '/api/portal/account',
    summary: 'Sign up: developer account and TPP organisation',
    auth: 'none',
    body: signUpSchema,
    responses: { 201: { description: 'Created.', schema: z.object({ userId: z.string(), tppId: z.string() }) }, 409: { description: 'Taken.', schema: tppMessagesSchema } },
  }),
  portal({ method: 'GET', path: '/api/portal/organisation', summary: 'The organisation of the signed-in developer', responses: { 200: { description: 'Organisation.', schema: organisationSchema } } }),
  portal({
    method: 'POST',
    path: '/api/portal/certificates',
    summary: 'Issue a sandbox certificate and key',
    body: issueCertificateSchema,
    responses: { 201: { description: 'Certificate and key (PEM), shown once.', schema: issuedCertificateSchema } },
  }),
  portal({
    method: 'PUT',
    path: '/api/portal/contact',
    summary: 'Register or update the organisation contact e-mail',
    body: contactEmailBodySchema,
    responses: { 200: { description: 'Saved, with a WARNING for personal-looking addresses.', schema: tppContactSchema } },
  }),
  ...sandboxMethods.map((method) =>
    portal({
      method,
      path: '/api/portal/sandbox/{...path}',
      summary: `Sandbox management for the portal UI (${method}); dispatched to lib/sandbox by lib/portal/sandbox-actions.ts`,
      responses: { 200: { description: 'Result of the sandbox operation.' } },
    }),
  ),
  portal({
    method: 'POST',
    path: '/api/portal/playground/send',
    summary: 'Relay a browser-signed request to /v1 (browsers cannot set the Date header)',
    auth: 'none',
    body: playgroundSendSchema,
    responses: { 200: { description: 'The /v1 response: status, headers, body.' } },
  }),
  portal({
    method: 'POST',
    path: '/api/portal/playground/sign',
    summary: 'Sign a request on the server with a pasted sandbox key (opt-in, sandbox mode only)',
    auth: 'none',
    body: playgroundSignSchema,
    responses: { 200: { description: 'Headers and signing string.' } },
  }),
]);
