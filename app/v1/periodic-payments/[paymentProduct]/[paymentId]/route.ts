import { withXs2a } from '@/lib/http/pipeline.ts';
import { cancelPaymentHandler, getPaymentHandler } from '@/lib/payments/handlers.ts';

// GET /v1/periodic-payments/{payment-product}/{paymentId} — the periodic payment as initiated, with its status.
export const GET = withXs2a(getPaymentHandler('periodic-payments'), { role: 'PSP_PI' });

// DELETE /v1/periodic-payments/{payment-product}/{paymentId} — cancel the periodic payment (204).
export const DELETE = withXs2a(cancelPaymentHandler('periodic-payments'), { role: 'PSP_PI' });
