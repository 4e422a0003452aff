import { withXs2a } from '@/lib/http/pipeline.ts';
import { listPaymentAuthorisationsHandler, startPaymentAuthorisationHandler } from '@/lib/payments/handlers.ts';

// POST /v1/bulk-payments/{payment-product}/{paymentId}/authorisations — start the SCA of the bulk payment (201 with scaRedirect).
export const POST = withXs2a(startPaymentAuthorisationHandler('bulk-payments'), { role: 'PSP_PI' });

// GET /v1/bulk-payments/{payment-product}/{paymentId}/authorisations — the authorisation ids of the bulk payment.
export const GET = withXs2a(listPaymentAuthorisationsHandler('bulk-payments'), { role: 'PSP_PI' });
