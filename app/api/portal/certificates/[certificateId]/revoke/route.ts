import { withPortal } from '@/lib/portal/with-portal.ts';
import { revokeCertificateOperation } from '@/lib/portal/operations/certificates.ts';

export const dynamic = 'force-dynamic';

// POST /api/portal/certificates/{certificateId}/revoke — revoke a sandbox certificate
export const POST = withPortal(revokeCertificateOperation);
