// POST /api/portal/certificates — issue a sandbox certificate and key for the signed-in organisation.
import { issuePortalCertificate } from '@/lib/portal/issue-portal-certificate.ts';
import { withPortal } from '@/lib/portal/route.ts';
import { issueCertificateSchema } from '@/lib/portal/schemas.ts';

export const dynamic = 'force-dynamic';

/** Issues a certificate (201) with the key; the key is not kept on the server. */
export const POST = withPortal(({ db, principal, body }) => issuePortalCertificate({ db, principal, input: body ?? {} }), {
  body: issueCertificateSchema.optional(),
  status: 201,
});
