import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { listBasketAuthorisationsOperation } from '@/lib/baskets/operations/list-basket-authorisations.ts';
import { startBasketAuthorisationOperation } from '@/lib/baskets/operations/start-basket-authorisation.ts';

// GET /v1/signing-baskets/{basketId}/authorisations — authorisations of a signing basket
export const GET = withXs2a(listBasketAuthorisationsOperation);

// POST /v1/signing-baskets/{basketId}/authorisations — start the SCA of a signing basket
export const POST = withXs2a(startBasketAuthorisationOperation);

// Any other method on /v1/signing-baskets/{basketId}/authorisations — 405 SERVICE_INVALID with Allow
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
