import { withXs2a } from '@/lib/http/pipeline.ts';
import { createPaymentHandler, rawJsonBody } from '@/lib/payments/handlers.ts';
import { createPaymentQuerySchema } from '@/lib/payments/schemas.ts';

// POST /v1/periodic-payments/{payment-product} — initiate a periodic payment (201, status RCVD).
export const POST = withXs2a(createPaymentHandler('periodic-payments'), { role: 'PSP_PI', body: rawJsonBody, query: createPaymentQuerySchema });
