import { withXs2a } from '@/lib/http/pipeline.ts';
import { runPaymentBatchHandler } from '@/lib/payments/handlers.ts';

// POST /v1/sandbox/payments/batch — run the simulated payment batch now (sandbox only).
export const POST = withXs2a(runPaymentBatchHandler, { sandbox: true });
