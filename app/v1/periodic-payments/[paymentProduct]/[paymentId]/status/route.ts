import { withXs2a } from '@/lib/http/pipeline.ts';
import { readPaymentStatusOperations } from '@/lib/payments/operations/read-payment-status.ts';

// GET /v1/periodic-payments/{paymentProduct}/{paymentId}/status — status of the periodic payment
export const GET = withXs2a(readPaymentStatusOperations['periodic-payments']);
