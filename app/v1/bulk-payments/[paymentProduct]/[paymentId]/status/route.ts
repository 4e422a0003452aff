import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { readPaymentStatusOperations } from '@/lib/payments/operations/read-payment-status.ts';

// GET /v1/bulk-payments/{paymentProduct}/{paymentId}/status — status of the bulk payment
export const GET = withXs2a(readPaymentStatusOperations['bulk-payments']);

// Any other method on /v1/bulk-payments/{paymentProduct}/{paymentId}/status — 405 SERVICE_INVALID with Allow
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
