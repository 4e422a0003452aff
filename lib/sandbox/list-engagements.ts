// GET /v1/sandbox/agreements/{agreementId}/engagements
import { Xs2aError } from '../errors.ts';
import type { SandboxEngagement } from './schemas.ts';
import type { DbOrTx } from '../db/transaction.ts';
import { agreementInclude, toEngagement } from './shape.ts';

export interface ListEngagementsOptions {
  db: DbOrTx;
  /** The caller's world (worldOf the TPP): rows of other worlds are unknown. */
  worldId: string;
  agreementId: string;
}

/** The engagements of an agreement; 404 RESOURCE_UNKNOWN when the agreement is unknown. */
export async function listEngagements({ db, worldId, agreementId }: ListEngagementsOptions): Promise<SandboxEngagement[]> {
  const row = await db.agreement.findFirst({ where: { id: agreementId, worldId }, select: { engagements: agreementInclude.engagements } });
  if (!row) throw new Xs2aError('RESOURCE_UNKNOWN', `No sandbox agreement with id ${agreementId}`);
  return row.engagements.map(toEngagement);
}
