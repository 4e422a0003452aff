import { withXs2a } from '@/lib/http/pipeline.ts';
import { listPaymentAuthorisationsOperations } from '@/lib/payments/operations/list-payment-authorisations.ts';
import { startPaymentAuthorisationOperations } from '@/lib/payments/operations/start-payment-authorisation.ts';

// GET /v1/periodic-payments/{paymentProduct}/{paymentId}/authorisations — authorisations of the periodic payment
export const GET = withXs2a(listPaymentAuthorisationsOperations['periodic-payments']);

// POST /v1/periodic-payments/{paymentProduct}/{paymentId}/authorisations — start the SCA of the periodic payment
export const POST = withXs2a(startPaymentAuthorisationOperations['periodic-payments']);
