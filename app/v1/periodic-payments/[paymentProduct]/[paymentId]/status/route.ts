import { withXs2a } from '@/lib/http/pipeline.ts';
import { getPaymentStatusHandler } from '@/lib/payments/handlers.ts';

// GET /v1/periodic-payments/{payment-product}/{paymentId}/status — transactionStatus (and fundsAvailable) of the periodic payment.
export const GET = withXs2a(getPaymentStatusHandler('periodic-payments'), { role: 'PSP_PI' });
