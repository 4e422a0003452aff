import { withPortal } from '@/lib/portal/with-portal.ts';
import { readCertificateOperation } from '@/lib/portal/operations/certificates.ts';

export const dynamic = 'force-dynamic';

// GET /api/portal/certificates/{certificateId} — download a sandbox certificate again
export const GET = withPortal(readCertificateOperation);
