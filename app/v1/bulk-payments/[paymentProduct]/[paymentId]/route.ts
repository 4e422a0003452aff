import { withXs2a } from '@/lib/http/pipeline.ts';
import { cancelPaymentHandler, getPaymentHandler } from '@/lib/payments/handlers.ts';

// GET /v1/bulk-payments/{payment-product}/{paymentId} — the bulk payment as initiated, with its status.
export const GET = withXs2a(getPaymentHandler('bulk-payments'), { role: 'PSP_PI' });

// DELETE /v1/bulk-payments/{payment-product}/{paymentId} — cancel the bulk payment (204).
export const DELETE = withXs2a(cancelPaymentHandler('bulk-payments'), { role: 'PSP_PI' });
