import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { readBasketStatusOperation } from '@/lib/baskets/operations/read-basket-status.ts';

// GET /v1/signing-baskets/{basketId}/status — status of a signing basket
export const GET = withXs2a(readBasketStatusOperation);

// Any other method on /v1/signing-baskets/{basketId}/status — 405 SERVICE_INVALID with Allow
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
