// Drives the hosted SCA flow through its domain functions (the browser tests drive the real page).
import assert from 'node:assert/strict';
import type { Db } from '../../lib/db/client.ts';
import { identifyPsu } from '../../lib/hosted-sca/identify-psu.ts';
import { completeScaFlow } from '../../lib/hosted-sca/complete-sca-flow.ts';
import { cancelScaFlow } from '../../lib/hosted-sca/cancel-sca-flow.ts';

export const REDIRECT = 'https://tpp.example/callback?state=abc';

/** The flow id inside an scaRedirect href. */
export function flowIdOf(href: string): string {
  const m = /\/sca\/([0-9a-f-]{36})/.exec(href);
  assert.ok(m, `not an scaRedirect: ${href}`);
  return m[1]!;
}

export interface ScaOutcome {
  url: URL;
  params: Record<string, string>;
}

/** Identifies the customer and approves; returns the redirect back to the TPP. */
export async function approveSca(db: Db, href: string, customerNumber: string, context: 'PRIVATE' | 'CORPORATE' = 'PRIVATE', agreementId: string | null = null): Promise<ScaOutcome> {
  const flowId = flowIdOf(href);
  const identified = await identifyPsu({ db, flowId, customerNumber, method: 'BANKID' });
  assert.equal(identified.redirect, null);
  const { redirect } = await completeScaFlow({ db, flowId, context, agreementId });
  const url = new URL(redirect);
  return { url, params: Object.fromEntries(url.searchParams) };
}

/** Cancels the flow; returns the failure redirect. */
export async function cancelSca(db: Db, href: string): Promise<ScaOutcome> {
  const { redirect } = await cancelScaFlow({ db, flowId: flowIdOf(href) });
  const url = new URL(redirect);
  return { url, params: Object.fromEntries(url.searchParams) };
}
