// POST /v1/signing-baskets — group payments of this TPP so that one SCA authorises them all (spec 1.10, 2.1, 2.2, 4.1).
import type { Db } from '../db/client.ts';
import { byIdGuard } from '../db/by-id-guard.ts';
import { Xs2aError } from '../errors.ts';
import { requireCorporateIdOfCorporateUser, resolvePsu } from '../psu/resolve-psu.ts';
import { readScaRequest } from '../sca/sca-request.ts';
import { atomically } from '../db/transaction.ts';
import { basketLinks } from '../payments/links.ts';
import { Problems } from '../http/problems.ts';
import type { SigningBasketCreated, SigningBasketRequest } from '../payments/schemas.ts';

export interface CreateBasketOptions {
  db: Db;
  tppId: string;
  /** The TPP's world (worldOf). */
  worldId: string;
  header(name: string): string | null;
  /** The body, validated with signingBasketSchema. */
  body: SigningBasketRequest;
  now: Date;
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
  const psu = await resolvePsu({ db, tppId, worldId, psuId: sca.psuId, psuCorporateId: sca.psuCorporateId });
  if (!psu) {
    throw new Xs2aError('FORMAT_ERROR', 'PSU-ID is not known for this TPP: use the psu-id your TPP-Redirect-URI received after the PSU\'s SCA (GET /v1/user or a consent starts one)', { path: 'PSU-ID' });
  }
  requireCorporateIdOfCorporateUser(psu);
  const { paymentIds } = opts.body;

  const rows = await db.payment.findMany({ where: { id: { in: paymentIds } }, select: { id: true, tppId: true, service: true, status: true, basketId: true } });
  const byId = new Map(rows.filter((r) => r.tppId === tppId).map((r) => [r.id, r]));
  const problems = new Problems();
  paymentIds.forEach((id, i) => {
    const p = byId.get(id);
    if (!p) problems.add(`paymentIds[${i}]`, `no payment ${id} exists for this TPP`, 'RESOURCE_UNKNOWN');
    else if (p.service !== 'payments') problems.add(`paymentIds[${i}]`, `payment ${id} is a ${p.service === 'bulk-payments' ? 'bulk' : 'periodic'} payment: bulk and periodic payments cannot be put into a signing basket`, 'REFERENCE_MIX_INVALID');
  });
  problems.throwIfAny();

  const otherBaskets = [...new Set(rows.map((r) => r.basketId).filter((b): b is string => b !== null))];
  const liveBaskets = new Set((await db.signingBasket.findMany({ where: { id: { in: otherBaskets } }, select: { id: true } })).map((b) => b.id));
  for (const id of paymentIds) {
    const p = byId.get(id)!;
    if (p.basketId && liveBaskets.has(p.basketId)) throw basketConflict(`Payment ${id} is already in signing basket ${p.basketId}`);
    if (p.status !== 'RCVD') {
      throw basketConflict(
        p.status === 'CANC' || p.status === 'RJCT'
          ? `Payment ${id} is ${p.status === 'CANC' ? 'cancelled' : 'rejected'} (${p.status}) and cannot be authorised`
          : `Payment ${id} is already authorised (status ${p.status})`,
      );
    }
  }

  const basketId = crypto.randomUUID();
  await atomically(db, async (tx) => {
    await tx.signingBasket.create({ data: { id: basketId, tppId, status: 'RCVD', paymentIds: JSON.stringify(paymentIds), redirectPreferred: sca.redirectPreferred, createdAt: now } });
    const claimed = await tx.payment.updateMany({
      where: { id: { in: paymentIds }, ...byIdGuard({ tppId, status: 'RCVD', OR: [{ basketId: null }, { basketId: { notIn: [...liveBaskets] } }] }) },
      data: { basketId },
    });
    if (claimed.count !== paymentIds.length) throw basketConflict('A payment changed while the basket was created (authorised, cancelled or put into another basket); try again');
  });
  const links = basketLinks(basketId);
  return { body: { basketId, transactionStatus: 'RCVD', _links: links }, location: links.self.href };
}
