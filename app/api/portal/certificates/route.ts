import { withPortal } from '@/lib/portal/with-portal.ts';
import { issueCertificateOperation } from '@/lib/portal/operations/issue-certificate.ts';

export const dynamic = 'force-dynamic';

// POST /api/portal/certificates — issue a sandbox certificate and key
export const POST = withPortal(issueCertificateOperation);
