// POST /api/portal/certificates — issue a sandbox certificate and key for the signed-in organisation (201).
import { definePortalOperation } from '../../http/operation.ts';
import { issuePortalCertificate } from '../issue-portal-certificate.ts';
import { issueCertificateSchema, issuedCertificateSchema } from '../schemas.ts';
import { portal } from './docs.ts';

export const issueCertificateOperation = definePortalOperation({
  ...portal,
  method: 'POST',
  path: '/api/portal/certificates',
  summary: 'Issue a sandbox certificate and key',
  auth: 'session',
  // No body: the defaults (the organisation's roles, 365 days).
  body: issueCertificateSchema.prefault({}),
  status: 201,
  responses: { 201: { description: 'Certificate and key (PEM), shown once.', schema: issuedCertificateSchema } },
  // The key is not kept on the server.
  handler: ({ db, principal, body }) => issuePortalCertificate({ db, principal, input: body }),
});
