// A run of the hosted SCA page as stored (ScaFlow), read with its enum columns checked (lib/db/rows.ts).
import type { Db, Tx } from '../db/client.ts';
import type { ScaFlow } from '../db/generated/sqlite/client.ts';
import { enumColumn } from '../db/rows.ts';
import { AUTH_METHODS, type AuthMethod } from './sca-request.ts';
import { PSU_CONTEXTS, SCA_PURPOSES, type PsuContextKind, type ScaPurpose } from './sca-purpose.ts';
import { count, scaFlows } from '../metrics/registry.ts';

/**
 * ScaFlow.status: received (scaRedirect given), psuIdentified (the PSU identified on the page), finalised (approved),
 * failed (cancelled, too many attempts, expired, or approval refused). Each is a Berlin Group scaStatus
 * (SCA_STATUSES in lib/payments/schemas.ts; tests/unit/sca-purposes.test.ts checks it).
 */
export const SCA_FLOW_STATUSES = ['received', 'psuIdentified', 'finalised', 'failed'] as const;
export type ScaFlowStatus = (typeof SCA_FLOW_STATUSES)[number];

const readPurpose = enumColumn('ScaFlow.purpose', SCA_PURPOSES);
const readStatus = enumColumn('ScaFlow.status', SCA_FLOW_STATUSES);
const readContext = enumColumn('ScaFlow.context', PSU_CONTEXTS);
const readMethod = enumColumn('ScaFlow.methodPreferred', AUTH_METHODS);

/** A flow row with its purpose, status, context and method read. */
export type ScaFlowRecord = Omit<ScaFlow, 'purpose' | 'status' | 'context' | 'methodPreferred'> & {
  purpose: ScaPurpose;
  status: ScaFlowStatus;
  context: PsuContextKind | null;
  methodPreferred: AuthMethod | null;
};

/** The flow row, read: a value outside its column's list throws StoredValueError. */
export function readScaFlow(row: ScaFlow): ScaFlowRecord {
  return {
    ...row,
    purpose: readPurpose(row.purpose),
    status: readStatus(row.status),
    context: row.context === null ? null : readContext(row.context),
    methodPreferred: row.methodPreferred === null ? null : readMethod(row.methodPreferred),
  };
}

/**
 * One SCA across roles (spec 5.9, "Consent is gathered during SCA"): the SCA of a bank-offered consent, and any other
 * completed SCA of a TPP whose certificate carries PSP_AI (GET /v1/user, a payment, a basket), gathers the consent to
 * every account of the chosen context. Flows recorded before the roles were (tppRoles null) keep the old rule.
 */
export function gathersConsent(flow: Pick<ScaFlowRecord, 'purpose' | 'tppRoles'>): boolean {
  return flow.purpose === 'CONSENT' || (flow.tppRoles ?? '').split(',').includes('PSP_AI');
}

/** The flow with this id, or null. */
export async function findScaFlow(db: Db | Tx, flowId: string): Promise<ScaFlowRecord | null> {
  const row = await db.scaFlow.findUnique({ where: { id: flowId } });
  return row && readScaFlow(row);
}

/** Ends the flow as failed (cancelled, expired, identification attempts used up, approval refused). */
export async function failScaFlow(db: Db | Tx, flowId: string, now: Date): Promise<void> {
  await db.scaFlow.update({ where: { id: flowId }, data: { status: 'failed' satisfies ScaFlowStatus, completedAt: now } });
  count(() => scaFlows.inc({ event: 'failed' }));
}
