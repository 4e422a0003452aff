import { withXs2a } from '@/lib/http/pipeline.ts';
import { createBasketHandler } from '@/lib/baskets/handlers.ts';
import { rawJsonBody } from '@/lib/payments/handlers.ts';

// POST /v1/signing-baskets — group up to 10 payments for one SCA (201, status RCVD).
export const POST = withXs2a(createBasketHandler, { role: 'PSP_PI', body: rawJsonBody });
