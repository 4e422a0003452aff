import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { readBasketOperation } from '@/lib/baskets/operations/read-basket.ts';
import { deleteBasketOperation } from '@/lib/baskets/operations/delete-basket.ts';

// GET /v1/signing-baskets/{basketId} — read a signing basket
export const GET = withXs2a(readBasketOperation);

// DELETE /v1/signing-baskets/{basketId} — delete a signing basket that is not authorised
export const DELETE = withXs2a(deleteBasketOperation);

// Any other method on /v1/signing-baskets/{basketId} — 405 SERVICE_INVALID with Allow
export const { POST, PUT, PATCH, OPTIONS } = otherMethods('GET', 'DELETE');
