import { unknownPath } from '@/lib/http/route-fallbacks.ts';

export const dynamic = 'force-dynamic';

// Any path under /v1 that no operation serves — 404 RESOURCE_UNKNOWN (Berlin Group body, not Next's HTML page)
export const { GET, POST, PUT, PATCH, DELETE } = unknownPath();
