// GET /v1/sandbox/agreements/{agreementId}
import { Xs2aError } from '../errors.ts';
import type { SandboxAgreement } from './schemas.ts';
import type { DbOrTx } from '../db/transaction.ts';
import { agreementInclude, toAgreement } from './shape.ts';

export interface GetAgreementOptions {
  db: DbOrTx;
  agreementId: string;
}

/** One agreement with its engagements; 404 RESOURCE_UNKNOWN when unknown. */
export async function getAgreement({ db, agreementId }: GetAgreementOptions): Promise<SandboxAgreement> {
  const row = await db.agreement.findUnique({ where: { id: agreementId }, include: agreementInclude });
  if (!row) throw new Xs2aError('RESOURCE_UNKNOWN', `No sandbox agreement with id ${agreementId}`);
  return toAgreement(row);
}
