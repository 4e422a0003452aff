import { withXs2a } from '@/lib/http/pipeline.ts';
import { getBasketAuthorisationHandler } from '@/lib/baskets/handlers.ts';

// GET /v1/signing-baskets/{basketId}/authorisations/{authorisationId} — scaStatus of an authorisation.
export const GET = withXs2a(getBasketAuthorisationHandler, { role: 'PSP_PI' });
