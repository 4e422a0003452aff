import { withXs2a } from '@/lib/http/pipeline.ts';
import { readPaymentAuthorisationOperations } from '@/lib/payments/operations/read-payment-authorisation.ts';

// GET /v1/periodic-payments/{paymentProduct}/{paymentId}/authorisations/{authorisationId} — sCA status of a periodic payment authorisation
export const GET = withXs2a(readPaymentAuthorisationOperations['periodic-payments']);
