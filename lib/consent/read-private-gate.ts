// The AIS gate's data for a PSU in the PRIVATE context in one database round trip (issue 13: hot reads in ≤ 2 round
// trips): the PSU-ID's customer in the TPP's world, the TPP's 20 latest consents for that customer, and the
// customer's accounts and card accounts. Before: five Prisma queries (PsuIdentity, Customer, Consent, Account,
// CardAccount), each with the ORM's fixed per-query cost; docs/decisions/0008-consent-gate-in-one-statement.md. One UNION ALL of text columns,
// the same SQL on SQLite and PostgreSQL.
import type { Db } from '../db/client.ts';
import type { PsuCustomer } from '../psu/resolve-psu.ts';
import type { AccountRef, GateCarry } from '../accounts/account-access.ts';
import { Prisma } from '../db/generated/sqlite/client.ts';
import { queryRaw } from '../db/raw.ts';
import { parseDbTime } from '../db/rows.ts';
import type { ReplayCheck } from '../http/steps/check-replay.ts';

export interface GateConsentRow {
  id: string;
  context: string;
  agreementId: string | null;
  tppSessionId: string | null;
  scaAt: Date;
  revokedAt: Date | null;
}

export interface PrivateGateRead {
  /** The customer behind the PSU-ID, or null when the PSU-ID is not this TPP's or not of this world. */
  customer: PsuCustomer | null;
  /** Newest SCA first, at most 20 (as the ORM read had it). */
  consents: GateConsentRow[];
  /** Oldest first. */
  accountIds: string[];
  /** The IBAN and currency of each account (what a balance or transaction read answers with: no read of its own). */
  accountRefs: Map<string, AccountRef>;
  cardAccountIds: string[];
  /**
   * The value of the carried expression (GateCarry, lib/accounts/account-access.ts) by account id: for its one account
   * when that is one of the PSU's, else for each of the PSU's accounts. Absent without a carry.
   */
  carried?: ReadonlyMap<string, string | null>;
}

type Row = { kind: string; id: string; a: string | null; b: string | null; c: string | null; d: string | null; e: string | null };

/**
 * One statement; `psuId` is the lower-case PSU-ID (a UUID, checked by the caller). With the request's replay check,
 * the statement carries it on PostgreSQL (replay, revocation and gate in one round trip); on SQLite it runs first.
 */
export async function readPrivateGate(db: Db, o: { tppId: string; worldId: string; psuId: string; replay?: ReplayCheck; carry?: GateCarry }): Promise<PrivateGateRead> {
  const { tppId, worldId, psuId, replay, carry } = o;
  // About one account: a row of its own, present when that account is the PSU's. About each: a column of the account rows.
  const one = carry?.accountId !== undefined ? carry : undefined;
  const each = carry && carry.accountId === undefined ? carry.sql : Prisma.sql`CAST(NULL AS TEXT)`;
  const carried = one
    ? Prisma.sql`
    UNION ALL
    SELECT 'carry' AS "kind", x."id" AS "id", ${one.sql} AS "a", CAST(NULL AS TEXT), CAST(NULL AS TEXT), CAST(NULL AS TEXT), CAST(NULL AS TEXT)
      FROM "Account" x JOIN "PsuIdentity" p ON x."customerId" = p."customerId"
      WHERE p."id" = ${psuId} AND p."tppId" = ${tppId} AND x."id" = ${one.accountId}`
    : Prisma.empty;
  const sql = Prisma.sql`
    SELECT 'psu' AS "kind", c."id" AS "id", c."customerNumber" AS "a", c."name" AS "b", c."type" AS "c", CAST(NULL AS TEXT) AS "d", CAST(NULL AS TEXT) AS "e"
      FROM "PsuIdentity" p JOIN "Customer" c ON c."id" = p."customerId"
      WHERE p."id" = ${psuId} AND p."tppId" = ${tppId} AND c."worldId" = ${worldId}
    UNION ALL
    SELECT * FROM (
      SELECT 'consent' AS "kind", k."id" AS "id", k."context" AS "a", k."agreementId" AS "b", k."tppSessionId" AS "c", CAST(k."scaAt" AS TEXT) AS "d", CAST(k."revokedAt" AS TEXT) AS "e"
        FROM "Consent" k JOIN "PsuIdentity" p ON k."tppId" = p."tppId" AND k."customerId" = p."customerId"
        WHERE p."id" = ${psuId} AND p."tppId" = ${tppId}
        ORDER BY k."scaAt" DESC LIMIT 20
    ) AS "consents"
    UNION ALL
    SELECT 'account' AS "kind", x."id" AS "id", CAST(x."createdAt" AS TEXT) AS "a", x."iban" AS "b", x."currency" AS "c", ${each}, CAST(NULL AS TEXT)
      FROM "Account" x JOIN "PsuIdentity" p ON x."customerId" = p."customerId"
      WHERE p."id" = ${psuId} AND p."tppId" = ${tppId}
    UNION ALL
    SELECT 'card' AS "kind", x."id" AS "id", CAST(x."createdAt" AS TEXT) AS "a", CAST(NULL AS TEXT), CAST(NULL AS TEXT), CAST(NULL AS TEXT), CAST(NULL AS TEXT)
      FROM "CardAccount" x JOIN "PsuIdentity" p ON x."customerId" = p."customerId"
      WHERE p."id" = ${psuId} AND p."tppId" = ${tppId}${carried}`;
  const rows = replay ? await replay.query<Row>(db, sql) : await queryRaw<Row[]>(db, sql);
  const psu = rows.find((r) => r.kind === 'psu');
  if (!psu) return { customer: null, consents: [], accountIds: [], accountRefs: new Map(), cardAccountIds: [] };
  const consents = rows
    .filter((r) => r.kind === 'consent')
    .map((r) => ({ id: r.id, context: r.a!, agreementId: r.b, tppSessionId: r.c, scaAt: parseDbTime(r.d!), revokedAt: r.e === null ? null : parseDbTime(r.e) }))
    .sort((x, y) => y.scaAt.getTime() - x.scaAt.getTime());
  const oldestFirst = (kind: string) =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => ({ id: r.id, at: parseDbTime(r.a!).getTime() }))
      .sort((x, y) => x.at - y.at)
      .map((r) => r.id);
  return {
    customer: { id: psu.id, customerNumber: psu.a!, name: psu.b!, type: psu.c! },
    consents,
    accountIds: oldestFirst('account'),
    accountRefs: new Map(rows.filter((r) => r.kind === 'account').map((r) => [r.id, { iban: r.b!, currency: r.c! }])),
    cardAccountIds: oldestFirst('card'),
    ...(carry ? { carried: carriedOf(rows, carry) } : {}),
  };
}

/** The carried values: the one account's row (none when it is not the PSU's), or each account row's column d. */
function carriedOf(rows: Row[], carry: GateCarry): ReadonlyMap<string, string | null> {
  if (carry.accountId !== undefined) return new Map(rows.filter((r) => r.kind === 'carry').map((r) => [r.id, r.a]));
  return new Map(rows.filter((r) => r.kind === 'account').map((r) => [r.id, r.d]));
}
