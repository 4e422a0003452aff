import { withXs2a } from '@/lib/http/pipeline.ts';
import { cancelPaymentHandler, getPaymentHandler } from '@/lib/payments/handlers.ts';

// GET /v1/payments/{payment-product}/{paymentId} — the payment as initiated, with its status.
export const GET = withXs2a(getPaymentHandler('payments'), { role: 'PSP_PI' });

// DELETE /v1/payments/{payment-product}/{paymentId} — cancel the payment (204).
export const DELETE = withXs2a(cancelPaymentHandler('payments'), { role: 'PSP_PI' });
