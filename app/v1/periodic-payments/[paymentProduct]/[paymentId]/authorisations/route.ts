import { withXs2a } from '@/lib/http/pipeline.ts';
import { listPaymentAuthorisationsHandler, startPaymentAuthorisationHandler } from '@/lib/payments/handlers.ts';

// POST /v1/periodic-payments/{payment-product}/{paymentId}/authorisations — start the SCA of the periodic payment (201 with scaRedirect).
export const POST = withXs2a(startPaymentAuthorisationHandler('periodic-payments'), { role: 'PSP_PI' });

// GET /v1/periodic-payments/{payment-product}/{paymentId}/authorisations — the authorisation ids of the periodic payment.
export const GET = withXs2a(listPaymentAuthorisationsHandler('periodic-payments'), { role: 'PSP_PI' });
