import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { listPaymentAuthorisationsOperations } from '@/lib/payments/operations/list-payment-authorisations.ts';
import { startPaymentAuthorisationOperations } from '@/lib/payments/operations/start-payment-authorisation.ts';

// GET /v1/periodic-payments/{paymentProduct}/{paymentId}/authorisations — authorisations of the periodic payment
export const GET = withXs2a(listPaymentAuthorisationsOperations['periodic-payments']);

// POST /v1/periodic-payments/{paymentProduct}/{paymentId}/authorisations — start the SCA of the periodic payment
export const POST = withXs2a(startPaymentAuthorisationOperations['periodic-payments']);

// Any other method on /v1/periodic-payments/{paymentProduct}/{paymentId}/authorisations — 405 SERVICE_INVALID with Allow
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
