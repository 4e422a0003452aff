import { withXs2a } from '@/lib/http/pipeline.ts';
import { readBasketStatusOperation } from '@/lib/baskets/operations/read-basket-status.ts';

// GET /v1/signing-baskets/{basketId}/status — status of a signing basket
export const GET = withXs2a(readBasketStatusOperation);
