import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { readPaymentOperations } from '@/lib/payments/operations/read-payment.ts';
import { cancelPaymentOperations } from '@/lib/payments/operations/cancel-payment.ts';

// GET /v1/payments/{paymentProduct}/{paymentId} — read the payment
export const GET = withXs2a(readPaymentOperations.payments);

// DELETE /v1/payments/{paymentProduct}/{paymentId} — cancel the payment
export const DELETE = withXs2a(cancelPaymentOperations.payments);

// Any other method on /v1/payments/{paymentProduct}/{paymentId} — 405 SERVICE_INVALID with Allow
export const { POST, PUT, PATCH, OPTIONS } = otherMethods('GET', 'DELETE');
