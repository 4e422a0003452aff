import { withXs2a } from '@/lib/http/pipeline.ts';
import { readPaymentOperations } from '@/lib/payments/operations/read-payment.ts';
import { cancelPaymentOperations } from '@/lib/payments/operations/cancel-payment.ts';

// GET /v1/periodic-payments/{paymentProduct}/{paymentId} — read the periodic payment
export const GET = withXs2a(readPaymentOperations['periodic-payments']);

// DELETE /v1/periodic-payments/{paymentProduct}/{paymentId} — cancel the periodic payment
export const DELETE = withXs2a(cancelPaymentOperations['periodic-payments']);
