import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { createPaymentOperations } from '@/lib/payments/operations/create-payment.ts';

// POST /v1/bulk-payments/{paymentProduct} — initiate a bulk payment
export const POST = withXs2a(createPaymentOperations['bulk-payments']);

// Any other method on /v1/bulk-payments/{paymentProduct} — 405 SERVICE_INVALID with Allow
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
