import { withXs2a } from '@/lib/http/pipeline.ts';
import { createPaymentOperations } from '@/lib/payments/operations/create-payment.ts';

// POST /v1/bulk-payments/{paymentProduct} — initiate a bulk payment
export const POST = withXs2a(createPaymentOperations['bulk-payments']);
