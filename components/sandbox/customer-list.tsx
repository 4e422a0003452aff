'use client';
// The sandbox customers with their accounts, card accounts and agreements; select an account, delete things.
import { useState } from 'react';
import { TppMessages } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { messagesOf, type TppMessage } from '@/lib/portal-client/api.ts';
import { useDeleteSandboxAccount, useSandboxAccount, type SandboxAccountRef } from '@/lib/portal-client/hooks/sandbox-accounts.ts';
import { useDeleteSandboxCustomer } from '@/lib/portal-client/hooks/sandbox-customers.ts';
import type { SandboxCustomer } from '@/lib/sandbox/schemas.ts';

/** What is selected in the detail panel. */
export type Selection = SandboxAccountRef | null;

/** A Delete button that asks for confirmation first. */
function ConfirmDelete({ label, busy, errors, onConfirm }: { label: string; busy: boolean; errors: TppMessage[]; onConfirm: () => void }) {
  const [confirm, setConfirm] = useState(false);
  if (!confirm) return <Button variant="danger" className="!px-2 !py-1 text-xs" onClick={() => setConfirm(true)}>Delete<span className="sr-only"> {label}</span></Button>;
  return (
    <span className="inline-flex items-center gap-1">
      <Button variant="danger" className="!px-2 !py-1 text-xs" busy={busy} onClick={onConfirm}>Confirm delete<span className="sr-only"> {label}</span></Button>
      <Button variant="secondary" className="!px-2 !py-1 text-xs" onClick={() => setConfirm(false)}>Cancel</Button>
      {errors.length > 0 && <TppMessages messages={errors} />}
    </span>
  );
}

function DeleteCustomer({ customer, onDeleted }: { customer: SandboxCustomer; onDeleted: () => void }) {
  const remove = useDeleteSandboxCustomer();
  return <ConfirmDelete label={`customer ${customer.customerName}`} busy={remove.isPending} errors={messagesOf(remove.error)} onConfirm={() => remove.mutate(customer, { onSuccess: onDeleted })} />;
}

function DeleteAccount({ label, account, onDeleted }: { label: string; account: SandboxAccountRef; onDeleted: () => void }) {
  const remove = useDeleteSandboxAccount();
  return <ConfirmDelete label={label} busy={remove.isPending} errors={messagesOf(remove.error)} onConfirm={() => remove.mutate(account, { onSuccess: onDeleted })} />;
}

/** The label of an account button: its name and IBAN (or masked PAN) once loaded. */
function AccountLabel({ account, fallback }: { account: SandboxAccountRef; fallback: string }) {
  const d = useSandboxAccount(account, { staleTime: 30_000 }).data;
  if (!d) return <>{fallback}</>;
  return 'iban' in d ? <>{d.accountName} <span className="font-mono text-navy-500">{d.iban}</span></> : <>{d.name || 'Card'} <span className="font-mono text-navy-500">{d.maskedPan}</span></>;
}

/** One row per customer. */
export function CustomerList({ customers, selection, onSelect }: { customers: SandboxCustomer[]; selection: Selection; onSelect: (s: Selection) => void }) {
  return (
    <ul className="divide-y divide-navy-100" data-testid="customer-list">
      {customers.map((c) => (
        <li key={c.customerId} className="py-4" data-testid="customer">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div>
              <p className="font-semibold text-navy-900">
                {c.customerName}{' '}
                <span className={`ml-1 rounded-full px-2 py-0.5 text-[11px] font-semibold ${c.customerType === 'PRIVATE' ? 'bg-teal-50 text-teal-800' : 'bg-navy-100 text-navy-800'}`}>{c.customerType.toLowerCase()}</span>
              </p>
              <p className="text-sm text-navy-500">Customer number (for sandbox SCA): <span className="font-mono text-navy-800">{c.customerNumber}</span></p>
            </div>
            <DeleteCustomer customer={c} onDeleted={() => onSelect(null)} />
          </div>
          <div className="mt-2 flex flex-wrap gap-2 text-xs">
            {c.accounts.map((id, i) => (
              <span key={id} className="inline-flex items-center gap-1">
                <button
                  type="button"
                  aria-pressed={selection?.id === id}
                  onClick={() => onSelect({ kind: 'account', id })}
                  className={`rounded-md border px-2 py-1 font-medium ${selection?.id === id ? 'border-teal-500 bg-teal-50 text-teal-900' : 'border-navy-200 bg-white text-navy-800 hover:bg-navy-50'}`}
                >
                  <AccountLabel account={{ kind: 'account', id }} fallback={`Account ${i + 1}`} />
                </button>
                <DeleteAccount label={`account ${i + 1} of ${c.customerName}`} account={{ kind: 'account', id }} onDeleted={() => selection?.id === id && onSelect(null)} />
              </span>
            ))}
            {c.cardAccounts.map((id, i) => (
              <span key={id} className="inline-flex items-center gap-1">
                <button
                  type="button"
                  aria-pressed={selection?.id === id}
                  onClick={() => onSelect({ kind: 'card', id })}
                  className={`rounded-md border px-2 py-1 font-medium ${selection?.id === id ? 'border-teal-500 bg-teal-50 text-teal-900' : 'border-navy-200 bg-white text-navy-800 hover:bg-navy-50'}`}
                >
                  <AccountLabel account={{ kind: 'card', id }} fallback={`Card account ${i + 1}`} />
                </button>
                <DeleteAccount label={`card account ${i + 1} of ${c.customerName}`} account={{ kind: 'card', id }} onDeleted={() => selection?.id === id && onSelect(null)} />
              </span>
            ))}
            {c.accounts.length + c.cardAccounts.length === 0 && <span className="text-navy-400">No accounts yet.</span>}
          </div>
          {c.agreements.length > 0 && (
            <p className="mt-2 text-xs text-navy-500">Agreements: {c.agreements.map((a) => `${a.name.trim()} (${a.engagements.length} engagement${a.engagements.length === 1 ? '' : 's'})`).join(', ')}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
