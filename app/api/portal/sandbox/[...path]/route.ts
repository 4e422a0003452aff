// /api/portal/sandbox/* — sandbox management for the portal UI (session cookie; dispatched by lib/portal/sandbox-actions.ts).
import { runSandboxAction } from '@/lib/portal/sandbox-actions.ts';
import { withPortal } from '@/lib/portal/route.ts';
import { z } from 'zod';

export const dynamic = 'force-dynamic';

/** Any JSON body; each sandbox domain function validates its own input with the shared schemas. */
const anyBody = z.unknown();

function handler(method: string) {
  return withPortal(
    async ({ db, principal, params, body, query }) => {
      const { status, result } = await runSandboxAction({ db, principal, method, segments: (params.path ?? '').split('/').filter(Boolean), body, query });
      if (result === undefined) return new Response(null, { status: 204 });
      return Response.json(result, { status, headers: { 'Cache-Control': 'no-store' } });
    },
    method === 'GET' || method === 'DELETE' ? {} : { body: anyBody },
  );
}

/** Reads (lists, accounts, transactions). */
export const GET = handler('GET');
/** Creates (customers, accounts, card accounts, transactions, agreements), resets, runs the batch. */
export const POST = handler('POST');
/** Replaces balances. */
export const PUT = handler('PUT');
/** Deletes customers, accounts and card accounts. */
export const DELETE = handler('DELETE');
