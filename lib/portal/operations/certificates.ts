// GET /api/portal/certificates/{certificateId} — download a certificate of the organisation again (PEM, no key);
// POST /api/portal/certificates/{certificateId}/revoke — revoke it: the API refuses it from the next request.
import { definePortalOperation } from '../../http/operation.ts';
import { readCertificatePem, revokePortalCertificate } from '../certificates.ts';
import { certificateParams, portalCertificatePemSchema, revokedCertificateSchema } from '../schemas.ts';
import { portal } from './docs.ts';

export const readCertificateOperation = definePortalOperation({
  ...portal,
  method: 'GET',
  path: '/api/portal/certificates/{certificateId}',
  summary: 'Download a sandbox certificate again',
  auth: 'session',
  params: certificateParams,
  responses: { 200: { description: 'The certificate (PEM); the key is never stored.', schema: portalCertificatePemSchema } },
  handler: ({ db, principal, params }) => readCertificatePem({ db, principal, certificateId: params.certificateId }),
});

export const revokeCertificateOperation = definePortalOperation({
  ...portal,
  method: 'POST',
  path: '/api/portal/certificates/{certificateId}/revoke',
  summary: 'Revoke a sandbox certificate',
  auth: 'session',
  params: certificateParams,
  responses: { 200: { description: 'Revoked: requests signed with it are answered 401 CERTIFICATE_BLOCKED.', schema: revokedCertificateSchema } },
  handler: ({ db, principal, params }) => revokePortalCertificate({ db, principal, certificateId: params.certificateId }),
});
