import { withXs2a } from '@/lib/http/pipeline.ts';
import { getPaymentAuthorisationHandler } from '@/lib/payments/handlers.ts';

// GET /v1/payments/{payment-product}/{paymentId}/authorisations/{authorisationId} — scaStatus of an authorisation.
export const GET = withXs2a(getPaymentAuthorisationHandler('payments'), { role: 'PSP_PI' });
