'use client';
// The forms of the hosted SCA page (client components for pending states and context switching).
import { useActionState, useState } from 'react';
import { useFormStatus } from 'react-dom';
import { identifyAction, decideAction, type ScaActionState } from './actions.ts';
import type { ScaView } from '@/lib/hosted-sca/get-sca-view.ts';

const METHODS: { value: string; label: string; hint: string }[] = [
  { value: 'BANKID', label: 'BankID', hint: 'Code device or app' },
  { value: 'BANKID_MOBIL', label: 'BankID on mobile', hint: 'Confirm on your phone' },
  { value: 'ENGANGSKODEAPP_BIOMETRI', label: 'Code app with biometrics', hint: 'Face or fingerprint in the bank app' },
  { value: 'HA2', label: 'Personal code device (HA2)', hint: 'One-time code' },
];
const initial: ScaActionState = { error: null };

function Submit({ children, name, value, variant = 'primary', noValidate = false }: { children: React.ReactNode; name?: string; value?: string; variant?: 'primary' | 'secondary'; noValidate?: boolean }) {
  const { pending } = useFormStatus();
  const style = variant === 'primary'
    ? 'bg-teal-700 text-white hover:bg-teal-800 focus-visible:outline-teal-700'
    : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-slate-500';
  return (
    <button type="submit" name={name} value={value} disabled={pending} formNoValidate={noValidate || undefined} className={`rounded-lg px-5 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 ${style}`}>
      {children}
    </button>
  );
}

function ErrorText({ error }: { error: string | null }) {
  if (!error) return null;
  return <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">{error}</p>;
}

/** Step 1: method choice (skipped with X-PSU-AuthMethod-Preferred) and the sandbox customer number. */
export function IdentifyForm({ flowId, methodPreferred, identityHint, attemptsUsed }: { flowId: string; methodPreferred: string | null; identityHint: string | null; attemptsUsed: number }) {
  const [state, action] = useActionState(identifyAction, initial);
  return (
    <form action={action} className="mt-6 space-y-5">
      <input type="hidden" name="flowId" value={flowId} />
      {methodPreferred ? (
        <>
          <input type="hidden" name="method" value={methodPreferred} />
          {/* X-PSU-AuthMethod-Preferred, or TPP-Redirect-Preferred: false (app/biometric authentication, spec 5.12). */}
          <p className="text-sm text-slate-700" data-method-preferred={methodPreferred}>
            Authentication requested by the service provider: <span className="font-medium">{METHODS.find((m) => m.value === methodPreferred)?.label ?? methodPreferred}</span>
          </p>
        </>
      ) : (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Choose how to authenticate</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {METHODS.map((m, i) => (
              <label key={m.value} className="flex cursor-pointer items-start gap-3 rounded-lg p-3 ring-1 ring-slate-200 has-[:checked]:bg-teal-50 has-[:checked]:ring-teal-600">
                <input type="radio" name="method" value={m.value} defaultChecked={i === 0} className="mt-1 accent-teal-700" />
                <span>
                  <span className="block text-sm font-medium text-slate-900">{m.label}</span>
                  <span className="block text-xs text-slate-600">{m.hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div>
        <label htmlFor="customerNumber" className="block text-sm font-medium text-slate-800">National identity number</label>
        <input id="customerNumber" name="customerNumber" inputMode="numeric" autoComplete="off" required defaultValue={identityHint ?? ''} readOnly={Boolean(identityHint)}
          aria-describedby="customerNumberHint" className="mt-1 block w-full rounded-lg border-0 px-3 py-2 text-slate-900 ring-1 ring-slate-300 focus:ring-2 focus:ring-teal-700" />
        <p id="customerNumberHint" className="mt-1 text-xs text-slate-600">Sandbox: type the customer number of a sandbox customer, e.g. 13039319955.</p>
      </div>
      {attemptsUsed > 0 && !state.error && <p className="text-sm text-amber-800">{attemptsUsed} failed attempt(s).</p>}
      <ErrorText error={state.error} />
      <div className="flex flex-wrap gap-3">
        <Submit name="decision" value="identify">Continue</Submit>
        <Submit name="decision" value="cancel" variant="secondary" noValidate>Cancel</Submit>
      </div>
    </form>
  );
}

/** Step 2: context (private or a corporate agreement), what is consented, Approve or Cancel. */
export function DecideForm({ view }: { view: ScaView }) {
  const [state, action] = useActionState(decideAction, initial);
  const options = view.contexts.map((c) => ({ ...c, key: `${c.context}:${c.agreementId ?? ''}` }));
  const [selected, setSelected] = useState(options[0]?.key ?? '');
  const current = options.find((o) => o.key === selected);
  return (
    <form action={action} className="mt-6 space-y-5">
      <input type="hidden" name="flowId" value={view.flowId} />
      <p className="text-slate-700">Signed in as <span className="font-medium text-slate-900">{view.customerName}</span>.</p>
      {options.length > 1 ? (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Act on behalf of</legend>
          <div className="mt-2 space-y-2">
            {options.map((o) => (
              <label key={o.key} className="flex cursor-pointer items-center gap-3 rounded-lg p-3 ring-1 ring-slate-200 has-[:checked]:bg-teal-50 has-[:checked]:ring-teal-600">
                <input type="radio" name="context" value={o.key} checked={selected === o.key} onChange={() => setSelected(o.key)} className="accent-teal-700" />
                <span className="text-sm text-slate-900">{o.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : current ? (
        <p className="text-sm text-slate-700" data-testid="acting-as">
          Acting on behalf of <span className="font-medium text-slate-900">{current.label}</span>
          <input type="hidden" name="context" value={selected} />
        </p>
      ) : (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{view.noContext}</p>
      )}
      {view.resource && (
        <section aria-labelledby="resource-title" className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
          <h2 id="resource-title" className="text-sm font-semibold text-slate-900">{view.resource.title}</h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {view.resource.lines.map((l, i) => (
              <div key={i} className="contents"><dt className="text-slate-600">{l.label}</dt><dd className="text-slate-900">{l.value}</dd></div>
            ))}
          </dl>
        </section>
      )}
      {view.consentsAccounts && (
        <section aria-labelledby="accounts-title">
          <h2 id="accounts-title" className="text-sm font-semibold text-slate-900">{view.tppName} will get access to all these accounts</h2>
          {current && current.accounts.length > 0 ? (
            <ul className="mt-2 divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200" data-testid="consented-accounts">
              {current.accounts.map((a) => (
                <li key={a.iban} className="flex justify-between gap-4 p-3 text-sm">
                  <span className="text-slate-900">{a.name}</span>
                  <span className="font-mono text-slate-600">{a.iban} · {a.currency}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600">No accounts are available in this context.</p>
          )}
          <p className="mt-2 text-xs text-slate-600">Balances and transactions, for up to 180 days. You can revoke the consent at any time.</p>
        </section>
      )}
      <ErrorText error={state.error} />
      <div className="flex flex-wrap gap-3">
        {current && <Submit name="decision" value="approve">Approve</Submit>}
        <Submit name="decision" value="cancel" variant="secondary">Cancel</Submit>
      </div>
    </form>
  );
}
