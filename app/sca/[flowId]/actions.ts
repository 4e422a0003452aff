'use server';
// Server actions of the hosted SCA page: identify, approve, cancel. Each ends in a redirect or a page message.
import { redirect } from 'next/navigation';
import { getDb } from '@/lib/db/client.ts';
import { identifyPsu } from '@/lib/hosted-sca/identify-psu.ts';
import { completeScaFlow } from '@/lib/hosted-sca/complete-sca-flow.ts';
import { cancelScaFlow } from '@/lib/hosted-sca/cancel-sca-flow.ts';
import { ScaPageError } from '@/lib/sca/sca-flow-errors.ts';

export interface ScaActionState {
  error: string | null;
}

const str = (form: FormData, name: string): string => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

async function run(action: () => Promise<{ redirect: string | null }>, flowId: string): Promise<ScaActionState> {
  let target: string | null;
  try {
    target = (await action()).redirect;
  } catch (e) {
    if (e instanceof ScaPageError) return { error: e.message };
    throw e;
  }
  redirect(target ?? `/sca/${flowId}`);
}

/** Step 1: the PSU's authentication method and (sandbox) customer number, or cancel. */
export async function identifyAction(_prev: ScaActionState, form: FormData): Promise<ScaActionState> {
  const flowId = str(form, 'flowId');
  const db = await getDb();
  if (str(form, 'decision') === 'cancel') return run(() => cancelScaFlow({ db, flowId }), flowId);
  return run(() => identifyPsu({ db, flowId, customerNumber: str(form, 'customerNumber'), method: str(form, 'method') || null }), flowId);
}

/** Step 2: approve in the chosen context, or cancel. */
export async function decideAction(_prev: ScaActionState, form: FormData): Promise<ScaActionState> {
  const flowId = str(form, 'flowId');
  const db = await getDb();
  if (str(form, 'decision') === 'cancel') return run(() => cancelScaFlow({ db, flowId }), flowId);
  const [context, agreementId] = str(form, 'context').split(':');
  return run(
    () => completeScaFlow({ db, flowId, context: context === 'CORPORATE' ? 'CORPORATE' : 'PRIVATE', agreementId: agreementId || null }),
    flowId,
  );
}
