// POST /api/portal/playground/send — relay a request signed in the browser to /v1 (same server).
import { playgroundSendSchema } from '@/lib/portal/playground-schemas.ts';
import { internalBaseUrl, relayRequest } from '@/lib/portal/relay-request.ts';
import { withPortal } from '@/lib/portal/route.ts';

export const dynamic = 'force-dynamic';

/** Forwards the signed request and returns what /v1 answered. */
export const POST = withPortal(
  ({ body }) => relayRequest({ baseUrl: internalBaseUrl(), request: body }),
  { auth: false, body: playgroundSendSchema },
);
