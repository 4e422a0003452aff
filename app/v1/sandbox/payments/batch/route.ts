import { withXs2a } from '@/lib/http/pipeline.ts';
import { runPaymentBatchOperation } from '@/lib/sandbox/operations/run-payment-batch.ts';

// POST /v1/sandbox/payments/batch — run the payment batch now
export const POST = withXs2a(runPaymentBatchOperation);
