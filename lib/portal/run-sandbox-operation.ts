// The portal's sandbox management: /api/portal/sandbox/<path> runs the /v1/sandbox/<path> operation of the same
// method — the same declarations (lib/sandbox/operations), validated by the same step as the request pipeline — with
// the signed-in organisation's TPP as the caller, in its sandbox world (shared by the organisation's members; created
// on first use like on a first signed request). The browser has no certificate, so the portal session stands in
// for the signature. Besides, the portal UI's customer list always carries account ids and agreements, and
// payment-batch is the batch run (GET: whether it is offered). Account transactions carry their exact amount too
// (amountExact, a decimal string): the API's list gives int32 whole units (spec 2.4), and the portal never shows a
// rounded amount as if it were the amount (issue 12: 299.90 is not -300).
import { getConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { Xs2aError } from '../errors.ts';
import type { HttpMethod, Xs2aOperation } from '../http/operation.ts';
import { Reply } from '../http/respond.ts';
import { runOperation } from '../http/run-operation.ts';
import { sandboxOperations } from '../sandbox/operations/index.ts';
import { listCustomersOperation } from '../sandbox/operations/list-customers.ts';
import { listAccountTransactionsOperation } from '../sandbox/operations/list-account-transactions.ts';
import { minorToDecimalString } from '../money.ts';
import { runPaymentBatchOperation } from '../sandbox/operations/run-payment-batch.ts';
import { openWorld } from '../worlds/open-world.ts';
import { worldOf } from '../worlds/world-of.ts';
import type { PortalPrincipal } from './sessions.ts';
import { NO_REPLAY_CHECK } from '../http/steps/check-replay.ts';

const PREFIX = '/v1/sandbox/';

/** Portal paths that differ from /v1/sandbox: the operation they run and query defaults. */
const PORTAL_ALIASES: { method: HttpMethod; path: string; operation: Xs2aOperation; query?: Record<string, string>; answer?: () => unknown }[] = [
  { method: 'GET', path: 'customers', operation: listCustomersOperation, query: { withAccounts: 'true', withAgreements: 'true' } },
  { method: 'GET', path: 'payment-batch', operation: runPaymentBatchOperation, answer: () => ({ available: sandboxOperations.includes(runPaymentBatchOperation) }) },
  { method: 'POST', path: 'payment-batch', operation: runPaymentBatchOperation },
];

/** The path parameters when `template` (relative to /v1/sandbox/, {name} for one segment) matches `segments`. */
function match(template: string, segments: string[]): Record<string, string> | null {
  const parts = template.split('/');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i] ?? '';
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name) params[name] = segment;
    else if (part !== segment) return null;
  }
  return params;
}

export interface RunSandboxOperationOptions {
  db: Db;
  principal: PortalPrincipal;
  method: string;
  /** The path after /api/portal/sandbox/. */
  path: string;
  query: Record<string, string>;
  /** The decoded JSON body, validated by the operation's body schema. */
  json: unknown;
  request: Request;
}

/** The operation's result with its status; 404 RESOURCE_UNKNOWN / 405 METHOD_NOT_ALLOWED when there is none. */
export async function runSandboxOperation(opts: RunSandboxOperationOptions): Promise<Reply> {
  // As in the request pipeline: production has only the bank's world, which the sandbox operations never touch.
  if (getConfig().mode !== 'sandbox') throw new Xs2aError('RESOURCE_UNKNOWN', 'Sandbox mock-data operations are not available in production');
  const segments = opts.path.split('/').filter(Boolean);
  const alias = PORTAL_ALIASES.find((a) => a.method === opts.method && a.path === segments.join('/'));
  if (alias?.answer) return new Reply(alias.answer());
  const candidates = alias
    ? [{ operation: alias.operation, params: {} }]
    : sandboxOperations.flatMap((operation) => {
        const params = match(operation.path.slice(PREFIX.length), segments);
        return params ? [{ operation, params }] : [];
      });
  if (!candidates.length) throw new Xs2aError('RESOURCE_UNKNOWN', `No sandbox operation at ${segments.join('/')}`);
  const found = candidates.find((c) => c.operation.method === opts.method);
  if (!found) throw new Xs2aError('METHOD_NOT_ALLOWED', `${opts.method} is not supported here; use ${candidates.map((c) => c.operation.method).join(', ')}`);

  const { principal, request } = opts;
  const worldId = worldOf(principal.tppId);
  await openWorld(opts.db, worldId);
  const result = await runOperation(found.operation, {
    db: opts.db,
    tpp: { id: principal.tppId, organizationIdentifier: principal.organizationIdentifier, name: principal.organizationName, worldId },
    now: new Date(),
    url: new URL(request.url),
    requestId: crypto.randomUUID(),
    header: (name) => request.headers.get(name),
    params: found.params,
    query: { ...alias?.query, ...opts.query },
    json: opts.json,
    replay: NO_REPLAY_CHECK,
  });
  if (found.operation === listAccountTransactionsOperation && Array.isArray(result)) return new Reply(await withExactAmounts(opts.db, result as { id: string }[]));
  return result instanceof Reply ? result : new Reply(result, found.operation.status ?? 200);
}

/** The list's items with amountExact: the stored amount with the currency's decimals, signed like amount. */
async function withExactAmounts(db: Db, items: { id: string }[]): Promise<unknown[]> {
  const rows = await db.transaction.findMany({ where: { id: { in: items.map((t) => t.id) } }, select: { id: true, amountMinor: true, currency: true } });
  const exact = new Map(rows.map((r) => [r.id, minorToDecimalString(r.amountMinor, r.currency)]));
  return items.map((t) => ({ ...t, amountExact: exact.get(t.id) }));
}
