// GET /v1/sandbox/agreements/{agreementId}
import { Xs2aError } from '../errors.ts';
import type { SandboxAgreement } from './schemas.ts';
import type { DbOrTx } from '../db/transaction.ts';
import { agreementInclude, toAgreement } from './shape.ts';

export interface GetAgreementOptions {
  db: DbOrTx;
  /** The caller's world (worldOf the TPP): rows of other worlds are unknown. */
  worldId: string;
  agreementId: string;
}

/** One agreement with its engagements; 404 RESOURCE_UNKNOWN when unknown. */
export async function getAgreement({ db, worldId, agreementId }: GetAgreementOptions): Promise<SandboxAgreement> {
  const row = await db.agreement.findFirst({ where: { id: agreementId, worldId }, include: agreementInclude });
  if (!row) throw new Xs2aError('RESOURCE_UNKNOWN', `No sandbox agreement with id ${agreementId}`);
  return toAgreement(row);
}
