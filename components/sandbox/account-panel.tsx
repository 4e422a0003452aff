'use client';
// A selected mock account or card account: its balances (with an update form), its transactions, and adding one.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, TppMessages } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { SelectField, TextField } from '@/components/ui/field.tsx';
import { messagesOf, type TppMessage } from '@/lib/portal-client/api.ts';
import { useSandboxAccount, useUpdateSandboxBalances, type SandboxAccountRef } from '@/lib/portal-client/hooks/sandbox-accounts.ts';
import { useCreateSandboxTransactions, useSandboxTransactions } from '@/lib/portal-client/hooks/sandbox-transactions.ts';
import { createTransactionsBodySchema, updateBalancesBodySchema } from '@/lib/sandbox/schemas.ts';
import { bodyResolver, lastSegment } from './body-resolver.ts';
import { serverFieldErrors } from './create-forms.tsx';

const today = () => new Date().toISOString().slice(0, 10);

function BalanceForm({ account, currency }: { account: SandboxAccountRef; currency: string }) {
  const toBody = (v: { amount: string }) => [{ balanceType: 'EXPECTED', balanceAmount: { amount: v.amount, currency } }];
  const form = useForm<{ amount: string }>({ resolver: bodyResolver(updateBalancesBodySchema, toBody, () => 'amount'), defaultValues: { amount: '' } });
  const update = useUpdateSandboxBalances(account);
  return (
    <form onSubmit={form.handleSubmit((v) => update.mutate(toBody(v)))} noValidate className="flex flex-wrap items-end gap-2" aria-label="Update balance">
      <TextField label={`New expected balance (${currency})`} inputMode="decimal" {...form.register('amount')} error={form.formState.errors.amount?.message} />
      <Button type="submit" variant="secondary" busy={update.isPending}>Update balance</Button>
      <div className="w-full"><TppMessages messages={messagesOf(update.error)} />{update.isSuccess && <Alert tone="success">Balance updated.</Alert>}</div>
    </form>
  );
}

interface TxValues {
  direction: 'in' | 'out';
  amount: string;
  bookingDate: string;
  counterpartyName: string;
  counterpartyIban: string;
  message: string;
}

function TransactionForm({ account, iban, currency }: { account: SandboxAccountRef; iban: string; currency: string }) {
  const toBody = (v: TxValues) => {
    const other = { iban: v.counterpartyIban.replace(/\s+/g, '').toUpperCase() };
    const common = { amount: v.amount, currency, bookingDate: v.bookingDate, valueDate: v.bookingDate, remittanceInformationUnstructured: v.message, bankTransactionCode: 'PMNT' };
    return [v.direction === 'in'
      ? { ...common, debtorName: v.counterpartyName, debtorAccount: other, creditorAccount: { iban } }
      : { ...common, creditorName: v.counterpartyName, creditorAccount: other, debtorAccount: { iban } }];
  };
  const fieldOf = (path: string) => (/Account/.test(path) ? 'counterpartyIban' : /Name/.test(path) ? 'counterpartyName' : /remittance/.test(path) ? 'message' : /Date/.test(path) ? 'bookingDate' : lastSegment(path));
  const form = useForm<TxValues>({
    resolver: bodyResolver(createTransactionsBodySchema, toBody, fieldOf),
    defaultValues: { direction: 'in', amount: '1500', bookingDate: today(), counterpartyName: 'Aftenposten', counterpartyIban: 'NO6290491105991', message: 'Invoice 63444766' },
  });
  const create = useCreateSandboxTransactions(account);
  const [rest, setRest] = useState<TppMessage[]>([]);
  const onSubmit = form.handleSubmit((v) => {
    setRest([]);
    create.mutate(toBody(v), { onError: (err) => setRest(serverFieldErrors(err, ['amount', 'bookingDate', 'counterpartyName', 'counterpartyIban', 'message'], form.setError, fieldOf)) });
  });
  const e = form.formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-2" aria-label="Add transaction">
      <SelectField label="Direction" {...form.register('direction')}>
        <option value="in">Incoming (this account is the creditor)</option>
        <option value="out">Outgoing (this account is the debtor)</option>
      </SelectField>
      <TextField label={`Amount (${currency})`} inputMode="decimal" {...form.register('amount')} error={e.amount?.message} />
      <TextField label="Booking date" type="date" {...form.register('bookingDate')} error={e.bookingDate?.message} />
      <TextField label="Counterparty name" {...form.register('counterpartyName')} error={e.counterpartyName?.message} />
      <TextField label="Counterparty IBAN" mono {...form.register('counterpartyIban')} error={e.counterpartyIban?.message} />
      <TextField label="Message" {...form.register('message')} error={e.message?.message} />
      <div className="space-y-2 sm:col-span-2">
        {e.root && <Alert tone="error">{e.root.message}</Alert>}
        <TppMessages messages={rest} title="The sandbox rejected this" />
        {create.isSuccess && <Alert tone="success">Transaction added.</Alert>}
        <Button type="submit" busy={create.isPending}>Add transaction</Button>
      </div>
    </form>
  );
}

/** The detail panel of one account (kind account) or card account (kind card). */
export function AccountPanel({ account, onClose }: { account: SandboxAccountRef; onClose: () => void }) {
  const { kind, id } = account;
  const detail = useSandboxAccount(account);
  const txs = useSandboxTransactions(account);
  const d = detail.data;
  const title = d ? ('accountName' in d ? `${d.accountName} · ${d.iban}` : `${d.name} · ${d.maskedPan}`) : 'Account';
  return (
    <Card id="account-panel" title={title} description={d ? `${kind === 'account' ? 'Account' : 'Card account'} of customer ${d.customerNumber} · id ${id}` : undefined} actions={<Button variant="secondary" onClick={onClose}>Close</Button>}>
      {detail.isError && <TppMessages messages={messagesOf(detail.error)} />}
      {d && (
        <div className="space-y-6">
          <div>
            <h3 className="text-sm font-semibold text-navy-900">Balances</h3>
            <ul className="mt-1 flex flex-wrap gap-2" data-testid="balances">
              {d.balances.map((b, i) => (
                <li key={i} className="rounded-md bg-navy-50 px-3 py-1 text-sm"><span className="text-navy-500">{b.balanceType}</span> <span className="font-mono font-semibold">{b.balanceAmount.amount.toLocaleString('en')} {b.balanceAmount.currency}</span></li>
              ))}
            </ul>
            <div className="mt-3"><BalanceForm account={account} currency={d.currency} /></div>
          </div>
          <div>
            <h3 className="text-sm font-semibold text-navy-900">Transactions (newest first)</h3>
            {txs.isError && <TppMessages messages={messagesOf(txs.error)} />}
            {txs.data && txs.data.length === 0 && <p className="mt-1 text-sm text-navy-500">No transactions yet.</p>}
            {txs.data && txs.data.length > 0 && (
              <div className="mt-2 max-h-72 overflow-auto rounded-md border border-navy-100">
                <table className="min-w-full text-left text-xs" data-testid="transactions">
                  <thead className="sticky top-0 bg-navy-50 text-navy-500"><tr><th className="px-2 py-1.5">Booked</th><th className="px-2 py-1.5">Text</th><th className="px-2 py-1.5 text-right">Amount</th></tr></thead>
                  <tbody className="divide-y divide-navy-100">
                    {txs.data.map((t) => 'amount' in t ? (
                      <tr key={t.id}><td className="px-2 py-1.5">{t.bookingDate}</td><td className="px-2 py-1.5">{t.amount < 0 ? t.creditorName : t.debtorName} {t.remittanceInformationUnstructured && <span className="text-navy-400">· {t.remittanceInformationUnstructured}</span>}</td><td className={`px-2 py-1.5 text-right font-mono ${t.amount < 0 ? 'text-red-700' : 'text-teal-700'}`}>{t.amount} {t.currency}</td></tr>
                    ) : (
                      <tr key={t.id}><td className="px-2 py-1.5">{t.bookingDate}</td><td className="px-2 py-1.5">{t.merchantCategoryCode} {t.transactionDetails}</td><td className="px-2 py-1.5 text-right font-mono">{t.transactionAmount.amount} {t.transactionAmount.currency}</td></tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
          {kind === 'account' && 'iban' in d && (
            <div>
              <h3 className="text-sm font-semibold text-navy-900">Add a transaction</h3>
              <div className="mt-2"><TransactionForm account={account} iban={d.iban} currency={d.currency} /></div>
            </div>
          )}
        </div>
      )}
    </Card>
  );
}
