import { withXs2a } from '@/lib/http/pipeline.ts';
import { getBasketStatusHandler } from '@/lib/baskets/handlers.ts';

// GET /v1/signing-baskets/{basketId}/status — the basket status (worst case of its payments).
export const GET = withXs2a(getBasketStatusHandler, { role: 'PSP_PI' });
