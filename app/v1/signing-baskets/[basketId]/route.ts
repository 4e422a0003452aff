import { withXs2a } from '@/lib/http/pipeline.ts';
import { deleteBasketHandler, getBasketHandler } from '@/lib/baskets/handlers.ts';

// GET /v1/signing-baskets/{basketId} — the basket's payment ids and status.
export const GET = withXs2a(getBasketHandler, { role: 'PSP_PI' });

// DELETE /v1/signing-baskets/{basketId} — delete a basket that is not authorised (204).
export const DELETE = withXs2a(deleteBasketHandler, { role: 'PSP_PI' });
