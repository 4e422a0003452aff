import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { runPaymentBatchOperation } from '@/lib/sandbox/operations/run-payment-batch.ts';

// POST /v1/sandbox/payments/batch — run the payment batch now
export const POST = withXs2a(runPaymentBatchOperation);

// Any other method on /v1/sandbox/payments/batch — 405 SERVICE_INVALID with Allow
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
