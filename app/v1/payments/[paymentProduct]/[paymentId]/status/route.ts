import { withXs2a } from '@/lib/http/pipeline.ts';
import { readPaymentStatusOperations } from '@/lib/payments/operations/read-payment-status.ts';

// GET /v1/payments/{paymentProduct}/{paymentId}/status — status of the payment
export const GET = withXs2a(readPaymentStatusOperations.payments);
