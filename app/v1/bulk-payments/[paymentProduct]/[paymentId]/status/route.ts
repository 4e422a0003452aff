import { withXs2a } from '@/lib/http/pipeline.ts';
import { getPaymentStatusHandler } from '@/lib/payments/handlers.ts';

// GET /v1/bulk-payments/{payment-product}/{paymentId}/status — transactionStatus (and fundsAvailable) of the bulk payment.
export const GET = withXs2a(getPaymentStatusHandler('bulk-payments'), { role: 'PSP_PI' });
