'use client';
// The sandbox data page: reset, payment batch, customers with their accounts, create forms and the account panel.
import { useState } from 'react';
import { Alert, TppMessages } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { messagesOf } from '@/lib/portal-client/api.ts';
import { useSandboxCustomers } from '@/lib/portal-client/hooks/sandbox-customers.ts';
import { usePaymentBatchAvailability, useResetSandbox, useRunPaymentBatch } from '@/lib/portal-client/hooks/sandbox-state.ts';
import { AccountPanel } from './account-panel.tsx';
import { AgreementForm } from './agreement-form.tsx';
import { AccountForm, CardAccountForm, CustomerForm } from './create-forms.tsx';
import { CustomerList, type Selection } from './customer-list.tsx';

const TABS = ['Customer', 'Account', 'Card account', 'Agreement'] as const;

function Toolbar() {
  const [confirm, setConfirm] = useState(false);
  const reset = useResetSandbox();
  const batchInfo = usePaymentBatchAvailability();
  const batch = useRunPaymentBatch();
  const available = batchInfo.data?.available === true;
  const r = reset.data?.counts;
  const b = batch.data;
  return (
    <Card id="sandbox-actions" title="Sandbox state" description="The sandbox is shared by every TPP: a reset restores the known initial data (two private and two corporate customers) and deletes everything created since.">
      <div className="flex flex-wrap items-center gap-3">
        {!confirm ? (
          <Button variant="danger" onClick={() => setConfirm(true)}>Reset sandbox…</Button>
        ) : (
          <span className="inline-flex flex-wrap items-center gap-2 rounded-md bg-red-50 px-3 py-2">
            <span className="text-sm text-red-900">Delete all sandbox data and re-create the initial customers?</span>
            <Button variant="danger" busy={reset.isPending} onClick={() => reset.mutate(undefined, { onSettled: () => setConfirm(false) })}>Yes, reset</Button>
            <Button variant="secondary" onClick={() => setConfirm(false)}>Cancel</Button>
          </span>
        )}
        <Button variant="dark" disabled={!available} busy={batch.isPending} onClick={() => batch.mutate(undefined)} aria-describedby="batch-note">Run payment batch now</Button>
        <span id="batch-note" className="text-xs text-navy-500">
          {available ? 'Processes due sandbox payments now instead of at the next of the 5 daily runs.' : 'On-demand batch runs are not available yet; sandbox payments are processed by the scheduled runs (5 a day).'}
        </span>
      </div>
      <div className="mt-3 space-y-2">
        <TppMessages messages={[...messagesOf(reset.error), ...messagesOf(batch.error)]} title="The sandbox rejected this" />
        {r && <Alert tone="success">{`Sandbox reset: ${r.customers} customers, ${r.accounts} accounts, ${r.cardAccounts} card accounts, ${r.transactions} transactions.`}</Alert>}
        {b && <Alert tone="success">{`Payment batch ran: ${b.processed} payment${b.processed === 1 ? '' : 's'} processed, ${b.booked} booked, ${b.rejected} rejected.`}</Alert>}
      </div>
    </Card>
  );
}

/** The page body. */
export function SandboxManager() {
  const customers = useSandboxCustomers();
  const [tab, setTab] = useState<(typeof TABS)[number]>('Customer');
  const [selection, setSelection] = useState<Selection>(null);
  const list = customers.data ?? [];
  // A deleted (or reset) account closes its panel.
  const selected = selection && (customers.isPending || list.some((c) => c.accounts.includes(selection.id) || c.cardAccounts.includes(selection.id))) ? selection : null;
  return (
    <div className="space-y-6">
      <Toolbar />
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="min-w-0 space-y-6 lg:col-span-3">
          <Card id="customers" title="Customers" description="Accounts and card accounts are listed per owner; select one to see its balances and transactions.">
            {customers.isPending && <p className="text-sm text-navy-500">Loading…</p>}
            {customers.isError && <TppMessages messages={messagesOf(customers.error)} title="Could not load the sandbox" />}
            {customers.data && list.length === 0 && <p className="text-sm text-navy-500">The sandbox is empty. Reset it to get the initial customers.</p>}
            {list.length > 0 && <CustomerList customers={list} selection={selected} onSelect={setSelection} />}
          </Card>
          {selected && <AccountPanel key={selected.id} account={selected} onClose={() => setSelection(null)} />}
        </div>
        <div className="min-w-0 lg:col-span-2">
          <Card id="create" title="Create test data">
            <div role="tablist" aria-label="What to create" className="mb-4 flex flex-wrap gap-1 rounded-lg bg-navy-50 p-1">
              {TABS.map((t) => (
                <button key={t} type="button" role="tab" aria-selected={tab === t} onClick={() => setTab(t)} className={`flex-1 rounded-md px-3 py-1.5 text-sm font-medium ${tab === t ? 'bg-white text-navy-900 shadow-sm' : 'text-navy-600 hover:text-navy-900'}`}>
                  {t}
                </button>
              ))}
            </div>
            <div role="tabpanel" aria-label={tab}>
              {tab === 'Customer' && <CustomerForm />}
              {tab === 'Account' && <AccountForm customers={list} />}
              {tab === 'Card account' && <CardAccountForm customers={list} />}
              {tab === 'Agreement' && <AgreementForm customers={list} />}
            </div>
          </Card>
        </div>
      </div>
    </div>
  );
}
