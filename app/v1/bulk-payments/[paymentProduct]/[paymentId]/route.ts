import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { readPaymentOperations } from '@/lib/payments/operations/read-payment.ts';
import { cancelPaymentOperations } from '@/lib/payments/operations/cancel-payment.ts';

// GET /v1/bulk-payments/{paymentProduct}/{paymentId} — read the bulk payment
export const GET = withXs2a(readPaymentOperations['bulk-payments']);

// DELETE /v1/bulk-payments/{paymentProduct}/{paymentId} — cancel the bulk payment
export const DELETE = withXs2a(cancelPaymentOperations['bulk-payments']);

// Any other method on /v1/bulk-payments/{paymentProduct}/{paymentId} — 405 SERVICE_INVALID with Allow
export const { POST, PUT, PATCH, OPTIONS } = otherMethods('GET', 'DELETE');
