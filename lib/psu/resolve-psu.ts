// Resolves the PSU-ID (and PSU-Corporate-ID) headers of a TPP request to the bank's customer and agreement.
import type { Db, Tx } from '../db/client.ts';
import { Xs2aError } from '../errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
}

/** The PSU behind the headers, or null when the TPP has no such PSU-ID (then SCA is needed). */
export async function resolvePsu(opts: ResolvePsuOptions): Promise<ResolvedPsu | null> {
  if (!opts.psuId) return null;
  if (!UUID.test(opts.psuId)) throw new Xs2aError('FORMAT_ERROR', 'PSU-ID must be the UUID delivered as psu-id after SCA', { path: 'PSU-ID' });
  const identity = await opts.db.psuIdentity.findUnique({ where: { id: opts.psuId.toLowerCase() } });
  if (!identity || identity.tppId !== opts.tppId) return null;
  const customer = await opts.db.customer.findFirst({ where: { id: identity.customerId, worldId: opts.worldId }, select: { id: true, customerNumber: true, name: true, type: true } });
  if (!customer) return null;
  let corporate: ResolvedPsu['corporate'] = null;
  if (opts.psuCorporateId) {
    if (!UUID.test(opts.psuCorporateId)) throw new Xs2aError('FORMAT_ERROR', 'PSU-Corporate-ID must be the UUID delivered as psu-corporate-id', { path: 'PSU-Corporate-ID' });
    const ci = await opts.db.corporateIdentity.findUnique({ where: { id: opts.psuCorporateId.toLowerCase() } });
    const agreement = ci && ci.tppId === opts.tppId
      ? await opts.db.agreement.findFirst({ where: { id: ci.agreementId, worldId: opts.worldId, engagements: { some: { customerNumber: customer.customerNumber } } }, select: { id: true, name: true, ownerCustomerId: true } })
      : null;
    if (!ci || !agreement) {
      throw new Xs2aError('FORMAT_ERROR', 'PSU-Corporate-ID is not a corporate agreement of this PSU; get the PSU\'s agreements from GET /v1/agreements', { path: 'PSU-Corporate-ID' });
    }
    corporate = { corporateId: ci.id, agreementId: agreement.id, agreementName: agreement.name, ownerCustomerId: agreement.ownerCustomerId };
  }
  return { psuId: identity.id, customer, corporate };
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
