import { withXs2a } from '@/lib/http/pipeline.ts';
import { createPaymentHandler, rawJsonBody } from '@/lib/payments/handlers.ts';
import { createPaymentQuerySchema } from '@/lib/payments/schemas.ts';

// POST /v1/payments/{payment-product} — initiate a payment (201, status RCVD).
export const POST = withXs2a(createPaymentHandler('payments'), { role: 'PSP_PI', body: rawJsonBody, query: createPaymentQuerySchema });
