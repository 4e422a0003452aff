import { withXs2a } from '@/lib/http/pipeline.ts';
import { listBasketAuthorisationsHandler, startBasketAuthorisationHandler } from '@/lib/baskets/handlers.ts';

// POST /v1/signing-baskets/{basketId}/authorisations — start the basket's SCA (201 with scaRedirect).
export const POST = withXs2a(startBasketAuthorisationHandler, { role: 'PSP_PI' });

// GET /v1/signing-baskets/{basketId}/authorisations — the authorisation ids of the basket.
export const GET = withXs2a(listBasketAuthorisationsHandler, { role: 'PSP_PI' });
