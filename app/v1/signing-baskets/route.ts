import { withXs2a } from '@/lib/http/pipeline.ts';
import { createBasketOperation } from '@/lib/baskets/operations/create-basket.ts';

// POST /v1/signing-baskets — create a payments signing basket
export const POST = withXs2a(createBasketOperation);
