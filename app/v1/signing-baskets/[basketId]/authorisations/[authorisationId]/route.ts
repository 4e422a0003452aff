import { withXs2a } from '@/lib/http/pipeline.ts';
import { readBasketAuthorisationOperation } from '@/lib/baskets/operations/read-basket-authorisation.ts';

// GET /v1/signing-baskets/{basketId}/authorisations/{authorisationId} — sCA status of a basket authorisation
export const GET = withXs2a(readBasketAuthorisationOperation);
