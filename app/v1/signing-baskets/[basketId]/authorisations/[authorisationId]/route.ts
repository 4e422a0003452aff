import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { readBasketAuthorisationOperation } from '@/lib/baskets/operations/read-basket-authorisation.ts';

// GET /v1/signing-baskets/{basketId}/authorisations/{authorisationId} — sCA status of a basket authorisation
export const GET = withXs2a(readBasketAuthorisationOperation);

// Any other method on /v1/signing-baskets/{basketId}/authorisations/{authorisationId} — 405 SERVICE_INVALID with Allow
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
