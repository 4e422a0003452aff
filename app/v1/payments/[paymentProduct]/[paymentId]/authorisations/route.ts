import { withXs2a } from '@/lib/http/pipeline.ts';
import { listPaymentAuthorisationsHandler, startPaymentAuthorisationHandler } from '@/lib/payments/handlers.ts';

// POST /v1/payments/{payment-product}/{paymentId}/authorisations — start the SCA of the payment (201 with scaRedirect).
export const POST = withXs2a(startPaymentAuthorisationHandler('payments'), { role: 'PSP_PI' });

// GET /v1/payments/{payment-product}/{paymentId}/authorisations — the authorisation ids of the payment.
export const GET = withXs2a(listPaymentAuthorisationsHandler('payments'), { role: 'PSP_PI' });
