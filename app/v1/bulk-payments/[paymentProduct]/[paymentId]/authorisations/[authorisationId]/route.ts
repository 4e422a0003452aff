import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { readPaymentAuthorisationOperations } from '@/lib/payments/operations/read-payment-authorisation.ts';

// GET /v1/bulk-payments/{paymentProduct}/{paymentId}/authorisations/{authorisationId} — sCA status of a bulk payment authorisation
export const GET = withXs2a(readPaymentAuthorisationOperations['bulk-payments']);

// Any other method on /v1/bulk-payments/{paymentProduct}/{paymentId}/authorisations/{authorisationId} — 405 SERVICE_INVALID with Allow
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
