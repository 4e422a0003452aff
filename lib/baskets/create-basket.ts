// POST /v1/signing-baskets — group payments of this TPP so that one SCA authorises them all (spec 1.10, 2.1, 2.2, 4.1).
import type { Db } from '../db/client.ts';
import { Prisma } from '../db/generated/sqlite/client.ts';
import { byIdGuardSql } from '../db/by-id-guard.ts';
import { Xs2aError } from '../errors.ts';
import { psuCustomerArm, psuCustomerOfRows, psuIdToRead, requireCorporateIdOfCorporateUser, resolvePsu, type PsuCustomer } from '../psu/resolve-psu.ts';
import { readScaRequest } from '../sca/sca-request.ts';
import { basketLinks } from '../payments/links.ts';
import { Problems } from '../http/problems.ts';
import type { SigningBasketCreated, SigningBasketRequest } from '../payments/schemas.ts';
import { executeRaw, queryRaw } from '../db/raw.ts';
import type { ReplayCheck } from '../http/steps/check-replay.ts';
import { getConfig } from '../config.ts';

export interface CreateBasketOptions {
  db: Db;
  tppId: string;
  /** The TPP's world (worldOf). */
  worldId: string;
  header(name: string): string | null;
  /** The body, validated with signingBasketSchema. */
  body: SigningBasketRequest;
  now: Date;
  /** The request's replay check, carried by the PSU's read (resolvePsu). */
  replay?: ReplayCheck;
}

function basketConflict(text: string): Xs2aError {
  return new Xs2aError('REFERENCE_STATUS_INVALID', text);
}

/**
 * Creates a basket (status RCVD) of 1 to 10 single payments of this TPP that are not authorised yet and in no other
 * basket. The operation's declaration requires the headers of spec 4.1 and validates the body (1 to 10 ids, no
 * duplicates). Errors here: an unknown PSU-ID → 400 FORMAT_ERROR; an unknown or another TPP's payment id → 400
 * RESOURCE_UNKNOWN (in the payload); a bulk or periodic payment → 400 REFERENCE_MIX_INVALID; a payment in another
 * basket, authorised, rejected or cancelled → 409 REFERENCE_STATUS_INVALID. NCBCT payments are allowed.
 */
export async function createBasket(opts: CreateBasketOptions): Promise<{ body: SigningBasketCreated; location: string }> {
  const { db, tppId, worldId, header, now } = opts;
  const sca = readScaRequest(header);
  const { paymentIds } = opts.body;
  // The PSU-ID's customer and the payments in one statement, which carries the replay check where it can (a PSU-ID
  // that is no UUID or none: resolvePsu answers first, and no payment is read).
  const psuId = psuIdToRead(sca.psuId);
  const read = psuId ? await readBasketParties(db, { tppId, worldId, psuId, paymentIds, replay: opts.replay }) : null;
  const psu = await resolvePsu({ db, tppId, worldId, psuId: sca.psuId, psuCorporateId: sca.psuCorporateId, replay: opts.replay, ...(read ? { customer: read.customer } : {}) });
  if (!psu || !read) {
    throw new Xs2aError('FORMAT_ERROR', 'PSU-ID is not known for this TPP: use the psu-id your TPP-Redirect-URI received after the PSU\'s SCA (GET /v1/user or a consent starts one)', { path: 'PSU-ID' });
  }
  requireCorporateIdOfCorporateUser(psu);
  const rows = read.payments;
  const byId = new Map(rows.filter((r) => r.tppId === tppId).map((r) => [r.id, r]));
  const problems = new Problems();
  paymentIds.forEach((id, i) => {
    const p = byId.get(id);
    if (!p) problems.add(`paymentIds[${i}]`, `no payment ${id} exists for this TPP`, 'RESOURCE_UNKNOWN');
    else if (p.service !== 'payments') problems.add(`paymentIds[${i}]`, `payment ${id} is a ${p.service === 'bulk-payments' ? 'bulk' : 'periodic'} payment: bulk and periodic payments cannot be put into a signing basket`, 'REFERENCE_MIX_INVALID');
  });
  problems.throwIfAny();

  for (const id of paymentIds) {
    const p = byId.get(id)!;
    if (p.liveBasketId) throw basketConflict(`Payment ${id} is already in signing basket ${p.liveBasketId}`);
    if (p.status !== 'RCVD') {
      throw basketConflict(
        p.status === 'CANC' || p.status === 'RJCT'
          ? `Payment ${id} is ${p.status === 'CANC' ? 'cancelled' : 'rejected'} (${p.status}) and cannot be authorised`
          : `Payment ${id} is already authorised (status ${p.status})`,
      );
    }
  }

  // The basket, then the claim of its payments: autocommit statements, no transaction (an interactive one held
  // SQLite's only connection, or a PostgreSQL pool connection, across four round trips: 7 → 5 per basket). Nobody
  // can use the basket in between: its id is not known outside this request yet, and authorising a basket needs it.
  const basketId = crypto.randomUUID();
  const insert = Prisma.sql`
    INSERT INTO "SigningBasket" ("id", "tppId", "status", "paymentIds", "redirectPreferred", "createdAt", "updatedAt")
    VALUES (${basketId}, ${tppId}, 'RCVD', ${JSON.stringify(paymentIds)}, ${sca.redirectPreferred}, ${now}, ${now})`;
  // Claimed only if still this TPP's, RCVD and in no basket, or in one found gone above (a basket id is never
  // reused): a condition on the row alone, so that two baskets created at once cannot both claim a payment — on
  // PostgreSQL the second UPDATE waits for the first and re-checks the row it wrote, where a subquery would still
  // see its own snapshot. The guard keeps the lookup by id (lib/db/by-id-guard.ts).
  const gone = [...new Set(rows.flatMap((r) => (r.basketId && !r.liveBasketId ? [r.basketId] : [])))];
  const free = gone.length ? Prisma.sql`("basketId" IS NULL OR "basketId" IN (${Prisma.join(gone)}))` : Prisma.sql`"basketId" IS NULL`;
  const claim = Prisma.sql`
    UPDATE "Payment" SET "basketId" = ${basketId}, "updatedAt" = ${now}
    WHERE "id" IN (${Prisma.join(paymentIds)}) AND ${byIdGuardSql(Prisma.sql`"tppId" = ${tppId} AND "status" = 'RCVD' AND ${free}`)}`;
  // On PostgreSQL one statement: the INSERT as a data-modifying WITH clause (run to completion whether or not the
  // UPDATE reads it; Payment.basketId has no foreign key), the count the UPDATE's — one round trip fewer. SQLite has
  // no INSERT in a WITH clause (and its statements are in-process calls).
  const claimed = getConfig().dialect === 'postgresql'
    ? await executeRaw(db, Prisma.sql`WITH "basket" AS (${insert}) ${claim}`)
    : (await executeRaw(db, insert), await executeRaw(db, claim));
  if (claimed !== paymentIds.length) {
    // Another request took a payment meanwhile: the payments this one did claim are let go and the basket removed,
    // leaving nothing behind (as a rolled-back transaction would).
    await executeRaw(db, Prisma.sql`UPDATE "Payment" SET "basketId" = NULL WHERE "basketId" = ${basketId}`);
    await executeRaw(db, Prisma.sql`DELETE FROM "SigningBasket" WHERE "id" = ${basketId}`);
    throw basketConflict('A payment changed while the basket was created (authorised, cancelled or put into another basket); try again');
  }
  const links = basketLinks(basketId);
  return { body: { basketId, transactionStatus: 'RCVD', _links: links }, location: links.self.href };
}

type BasketPaymentRow = { id: string; tppId: string; service: string; status: string; basketId: string | null; liveBasketId: string | null };

/**
 * The PSU-ID's customer (psuCustomerArm) and the basket's payments, each with the basket it is in if that basket
 * still exists, in one statement (one row shape: kind, id, five text columns), carrying the replay check where it
 * can. Before: a statement each (7 → 5 → 4 → 2 round trips per basket on PostgreSQL, tests/routes/query-budget.test.ts).
 */
async function readBasketParties(db: Db, o: { tppId: string; worldId: string; psuId: string; paymentIds: string[]; replay?: ReplayCheck }): Promise<{ customer: PsuCustomer | null; payments: BasketPaymentRow[] }> {
  type Row = { kind: string; id: string; a: string | null; b: string | null; c: string | null; d: string | null; e: string | null };
  const sql = Prisma.sql`
    ${psuCustomerArm(o, ['d', 'e'])}
    UNION ALL
    SELECT 'payment', p."id", p."tppId", p."service", p."status", p."basketId", b."id"
      FROM "Payment" AS p LEFT JOIN "SigningBasket" AS b ON b."id" = p."basketId"
      WHERE p."id" IN (${Prisma.join(o.paymentIds)})`;
  const rows = o.replay ? await o.replay.query<Row>(db, sql) : await queryRaw<Row[]>(db, sql);
  return {
    customer: psuCustomerOfRows(rows),
    payments: rows.filter((r) => r.kind === 'payment').map((r) => ({ id: r.id, tppId: r.a!, service: r.b!, status: r.c!, basketId: r.d, liveBasketId: r.e })),
  };
}
