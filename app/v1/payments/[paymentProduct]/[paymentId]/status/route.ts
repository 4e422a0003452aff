import { withXs2a } from '@/lib/http/pipeline.ts';
import { getPaymentStatusHandler } from '@/lib/payments/handlers.ts';

// GET /v1/payments/{payment-product}/{paymentId}/status — transactionStatus (and fundsAvailable) of the payment.
export const GET = withXs2a(getPaymentStatusHandler('payments'), { role: 'PSP_PI' });
