import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { createBasketOperation } from '@/lib/baskets/operations/create-basket.ts';

// POST /v1/signing-baskets — create a payments signing basket
export const POST = withXs2a(createBasketOperation);

// Any other method on /v1/signing-baskets — 405 SERVICE_INVALID with Allow
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
