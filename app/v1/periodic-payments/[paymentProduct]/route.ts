import { withXs2a } from '@/lib/http/pipeline.ts';
import { createPaymentOperations } from '@/lib/payments/operations/create-payment.ts';

// POST /v1/periodic-payments/{paymentProduct} — initiate a periodic payment
export const POST = withXs2a(createPaymentOperations['periodic-payments']);
