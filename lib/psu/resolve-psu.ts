// Resolves the PSU-ID (and PSU-Corporate-ID) headers of a TPP request to the bank's customer and agreement.
import type { Db, Tx } from '../db/client.ts';
import { Xs2aError } from '../errors.ts';
import { UUID_PATTERN } from '../schemas/common.ts';
import { Prisma } from '../db/generated/sqlite/client.ts';
import { queryRaw } from '../db/raw.ts';
import type { ReplayCheck } from '../http/steps/check-replay.ts';

const UUID = UUID_PATTERN;

export interface PsuCustomer {
  id: string;
  customerNumber: string;
  name: string;
  type: string;
}

export interface ResolvedPsu {
  psuId: string;
  customer: PsuCustomer;
  /** Present when PSU-Corporate-ID names an agreement the PSU is engaged in. */
  corporate: { corporateId: string; agreementId: string; agreementName: string; ownerCustomerId: string } | null;
}

export interface ResolvePsuOptions {
  db: Db | Tx;
  tppId: string;
  /** The TPP's world (worldOf): a PSU-ID names a customer of it (another world's customer is no PSU here). */
  worldId: string;
  psuId: string | null;
  psuCorporateId: string | null;
  /** The request's replay check, when this is the handler's first statement: carried by the PSU's read, or checked first. */
  replay?: ReplayCheck;
  /**
   * The PSU-ID's customer as the caller already read it with psuCustomerSelect (in a statement of its own that read
   * more: a payment's accounts), or null when there is none: then no statement here.
   */
  customer?: PsuCustomer | null;
}

/**
 * The PSU-ID's customer, if the PSU-ID is this TPP's and the customer is of its world: columns id, customerNumber,
 * name, type (PsuCustomer). `psuId` is a UUID in lower case.
 */
export function psuCustomerSelect(o: { tppId: string; worldId: string; psuId: string }): Prisma.Sql {
  return Prisma.sql`
    SELECT c."id", c."customerNumber", c."name", c."type" FROM "PsuIdentity" p JOIN "Customer" c ON c."id" = p."customerId"
    WHERE p."id" = ${o.psuId} AND p."tppId" = ${o.tppId} AND c."worldId" = ${o.worldId}`;
}

/**
 * psuCustomerSelect as an arm of a UNION ALL of text columns `kind`, `id`, `a`, `b`, `c` and the NULL ones named in
 * `nulls` (a statement that reads the PSU along with what else its caller needs: a payment's accounts, a basket's
 * payments). Kind 'psu'; a, b, c the customerNumber, name, type (psuCustomerOfRows reads it back).
 */
export function psuCustomerArm(o: { tppId: string; worldId: string; psuId: string }, nulls: readonly string[]): Prisma.Sql {
  const rest = nulls.map((name) => Prisma.raw(`, CAST(NULL AS TEXT) AS "${name}"`));
  return Prisma.sql`SELECT 'psu' AS "kind", "id", "customerNumber" AS "a", "name" AS "b", "type" AS "c"${Prisma.join(rest, '')} FROM (${psuCustomerSelect(o)}) AS "psu"`;
}

/** The customer of psuCustomerArm's row among `rows`, or null when there is none (no such PSU). */
export function psuCustomerOfRows(rows: readonly { kind: string; id: string; a: string | null; b: string | null; c: string | null }[]): PsuCustomer | null {
  const psu = rows.find((r) => r.kind === 'psu');
  return psu ? { id: psu.id, customerNumber: psu.a!, name: psu.b!, type: psu.c! } : null;
}

/** The lower-case PSU-ID when it is a UUID (what psuCustomerSelect takes), else null (resolvePsu refuses it). */
export function psuIdToRead(psuId: string | null | undefined): string | null {
  return psuId && UUID.test(psuId) ? psuId.toLowerCase() : null;
}

/** What a PSU-ID that is no UUID gets told: a customer number (11 digits) is the usual mistake (issue 12). */
export function psuIdFormatText(psuId: string): string {
  const next = 'Start a consent (POST /v1/bank-offered-consents with a TPP-Redirect-URI), let the PSU complete SCA on the scaRedirect page, and send the psu-id your TPP-Redirect-URI receives';
  return /^\s*\d{11}\s*$/.test(psuId)
    ? `PSU-ID is the UUID the bank gives your TPP for this PSU, not the customer number (11 digits) the PSU types on the SCA page. ${next}.`
    : `PSU-ID must be the UUID delivered as psu-id after SCA. ${next}.`;
}

/** The PSU behind the headers, or null when the TPP has no such PSU-ID (then SCA is needed). */
export async function resolvePsu(opts: ResolvePsuOptions): Promise<ResolvedPsu | null> {
  if (!opts.psuId) {
    await opts.replay?.check();
    return null;
  }
  if (!UUID.test(opts.psuId)) throw new Xs2aError('FORMAT_ERROR', psuIdFormatText(opts.psuId), { path: 'PSU-ID' });
  // The PSU-ID's customer, if the PSU-ID is this TPP's and the customer of its world: one statement (was two), or
  // none when the caller read it.
  const psuId = opts.psuId.toLowerCase();
  let customer = opts.customer;
  if (customer === undefined) {
    const sql = psuCustomerSelect({ tppId: opts.tppId, worldId: opts.worldId, psuId });
    [customer] = opts.replay ? await opts.replay.query<PsuCustomer>(opts.db, sql) : await queryRaw<PsuCustomer[]>(opts.db, sql);
  }
  if (!customer) return null;
  const identity = { id: psuId };
  let corporate: ResolvedPsu['corporate'] = null;
  if (opts.psuCorporateId) {
    if (!UUID.test(opts.psuCorporateId)) throw new Xs2aError('FORMAT_ERROR', 'PSU-Corporate-ID must be the UUID delivered as psu-corporate-id', { path: 'PSU-Corporate-ID' });
    const ci = await opts.db.corporateIdentity.findUnique({ where: { id: opts.psuCorporateId.toLowerCase() } });
    const agreement = ci && ci.tppId === opts.tppId
      ? await opts.db.agreement.findFirst({
        where: { id: ci.agreementId, worldId: opts.worldId, OR: [{ engagements: { some: { customerNumber: customer.customerNumber } } }, { ownerCustomerId: customer.id }] },
        select: { id: true, name: true, ownerCustomerId: true },
      })
      : null;
    if (!ci || !agreement) {
      throw new Xs2aError('FORMAT_ERROR', 'PSU-Corporate-ID is not a corporate agreement of this PSU; get the PSU\'s agreements from GET /v1/agreements', { path: 'PSU-Corporate-ID' });
    }
    corporate = { corporateId: ci.id, agreementId: agreement.id, agreementName: agreement.name, ownerCustomerId: agreement.ownerCustomerId };
  }
  return { psuId: identity.id, customer, corporate };
}

/**
 * Spec 7: a corporate user without PSU-Corporate-ID is a 400, whatever the state of its consents. A corporate customer
 * (the company's own number) acts only through its corporate agreements, so it has no private context to fall back to.
 */
export function requireCorporateIdOfCorporateUser(psu: ResolvedPsu): void {
  if (psu.customer.type === 'CORPORATE' && !psu.corporate) {
    throw new Xs2aError(
      'FORMAT_ERROR',
      'PSU-ID names a corporate customer, which has no private context: send PSU-Corporate-ID (psu-corporate-id from the SCA redirect, or from GET /v1/agreements)',
      { path: 'PSU-Corporate-ID' },
    );
  }
}

/** The stable psu-id of a customer for a TPP, created on first SCA. */
export async function psuIdFor(db: Db | Tx, tppId: string, customerId: string): Promise<string> {
  const row = await db.psuIdentity.upsert({
    where: { tppId_customerId: { tppId, customerId } },
    create: { id: crypto.randomUUID(), tppId, customerId },
    update: {},
  });
  return row.id;
}

/** The stable psu-corporate-id of an agreement for a TPP. */
export async function corporateIdFor(db: Db | Tx, tppId: string, agreementId: string): Promise<string> {
  const row = await db.corporateIdentity.upsert({
    where: { tppId_agreementId: { tppId, agreementId } },
    create: { id: crypto.randomUUID(), tppId, agreementId },
    update: {},
  });
  return row.id;
}
