// x-accept-fix (spec 9): opt-in breaking changes, comma-separated; a change is on without the header once its
// default date has passed.

export const ACCEPT_FIXES = {
  'amount-as-string': '2020-08-01',
  'cardaccount-switch-originalamount-and-transactionamount': '2020-01-01', // "earlier change, date not given"
  'longer-names': '2024-10-01',
  groupBatchTransactions: '2024-10-01',
  'cash-account-type-iso': null, // open, not yet default
} as const satisfies Record<string, string | null>;

export type AcceptFix = keyof typeof ACCEPT_FIXES;

/** The changes in force for a request: the ones it names plus those that are default by `now`. */
export function acceptFixes(header: string | null, now: Date): Set<AcceptFix> {
  const today = now.toISOString().slice(0, 10);
  const active = new Set<AcceptFix>();
  for (const [fix, since] of Object.entries(ACCEPT_FIXES) as [AcceptFix, string | null][]) {
    if (since && since <= today) active.add(fix);
  }
  for (const raw of (header ?? '').split(',')) {
    const name = raw.trim();
    const match = (Object.keys(ACCEPT_FIXES) as AcceptFix[]).find((f) => f.toLowerCase() === name.toLowerCase());
    if (match) active.add(match);
  }
  return active;
}
