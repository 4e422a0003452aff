'use client';
// A selected mock account or card account: its balances (with an update form), its transactions (each deletable),
// and adding one.
import { useForm } from 'react-hook-form';
import { Alert, TppMessages } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ScrollArea } from '@/components/ui/scroll-area.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { messagesOf } from '@/lib/portal-client/api.ts';
import { amountHint, formatMoney } from '@/lib/portal-client/amounts.ts';
import { useSandboxAccount, useUpdateSandboxBalances, type SandboxAccountRef } from '@/lib/portal-client/hooks/sandbox-accounts.ts';
import { useDeleteSandboxTransaction, useSandboxTransactions } from '@/lib/portal-client/hooks/sandbox-transactions.ts';
import { updateBalancesBodySchema, type SandboxCardTransaction, type SandboxTransaction } from '@/lib/sandbox/schemas.ts';
import { bodyResolver } from './body-resolver.ts';
import { CardTransactionForm, TransactionForm } from './transaction-forms.tsx';

function BalanceForm({ account, currency }: { account: SandboxAccountRef; currency: string }) {
  const toBody = (v: { amount: string }) => [{ balanceType: 'EXPECTED', balanceAmount: { amount: v.amount, currency } }];
  const form = useForm<{ amount: string }>({ resolver: bodyResolver(updateBalancesBodySchema, toBody, () => 'amount'), defaultValues: { amount: '' } });
  const update = useUpdateSandboxBalances(account);
  return (
    <form onSubmit={form.handleSubmit((v) => update.mutate(toBody(v)))} noValidate className="space-y-2" aria-label="Update balance">
      <TextField
        label={`New expected balance (${currency})`}
        className="w-full"
        inputMode="decimal"
        hint={amountHint(currency)}
        {...form.register('amount')}
        error={form.formState.errors.amount?.message}
        actions={<Button type="submit" variant="secondary" className="mt-1" busy={update.isPending}>Update balance</Button>}
      />
      <div className="w-full"><TppMessages messages={messagesOf(update.error)} />{update.isSuccess && <Alert tone="success">Balance updated.</Alert>}</div>
    </form>
  );
}

/** Deletes one transaction (DELETE /v1/sandbox/…/transactions/{id} through the portal). */
function DeleteTransaction({ account, id, label }: { account: SandboxAccountRef; id: string; label: string }) {
  const del = useDeleteSandboxTransaction(account);
  return (
    <>
      <Button variant="danger" className="px-2 py-0.5 text-xs" aria-label={`Delete transaction ${label}`} busy={del.isPending} onClick={() => del.mutate(id)}>Delete</Button>
      {del.isError && <span role="alert" className="ml-2 text-red-700">{messagesOf(del.error)[0]?.text}</span>}
    </>
  );
}

/** Account transactions: the list's amounts are int32 whole units (spec 2.4), so the column says so. */
function AccountTransactions({ account, items }: { account: SandboxAccountRef; items: (SandboxTransaction & { amountExact?: string })[] }) {
  const currency = items[0]?.currency ?? '';
  return (
    <>
      <ScrollArea label="Transactions" className="mt-2 max-h-72 rounded-md border border-navy-100">
        <table className="min-w-full text-left text-xs" data-testid="transactions">
          <thead className="sticky top-0 bg-navy-50 text-navy-500"><tr><th className="px-2 py-1.5">Booked</th><th className="px-2 py-1.5">Text</th><th className="px-2 py-1.5 text-right">Amount</th><th className="px-2 py-1.5 text-right">API list (whole {currency})</th><th className="px-2 py-1.5"><span className="sr-only">Actions</span></th></tr></thead>
          <tbody className="divide-y divide-navy-100">
            {items.map((t) => (
              <tr key={t.id}>
                <td className="whitespace-nowrap px-2 py-1.5">{t.bookingDate}</td>
                <td className="px-2 py-1.5">{t.amount < 0 ? t.creditorName : t.debtorName} {t.remittanceInformationUnstructured && <span className="text-navy-500">· {t.remittanceInformationUnstructured}</span>}</td>
                <td className={`whitespace-nowrap px-2 py-1.5 text-right font-mono ${t.amount < 0 ? 'text-red-700' : 'text-teal-800'}`}>{t.amountExact ?? t.amount} {t.currency}</td>
                <td className="whitespace-nowrap px-2 py-1.5 text-right font-mono text-navy-500">{t.amount}</td>
                <td className="whitespace-nowrap px-2 py-1.5"><DeleteTransaction account={account} id={t.id} label={`${t.bookingDate} ${t.amountExact ?? t.amount} ${t.currency}`} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      <p className="mt-1 text-xs text-navy-500" data-testid="amount-unit-note">
        Amount is the exact amount. The sandbox API&apos;s transaction list gives amounts as int32 whole units (spec 2.4), rounded half away from
        zero: 299.90 is listed there as 300. Balances, and <span className="font-mono">GET /v1/accounts/{'{id}'}/transactions</span>, carry the exact amount.
      </p>
    </>
  );
}

/** Card transactions carry exact amounts: shown with the currency's decimals. */
function CardTransactions({ account, items }: { account: SandboxAccountRef; items: SandboxCardTransaction[] }) {
  return (
    <ScrollArea label="Card transactions" className="mt-2 max-h-72 rounded-md border border-navy-100">
      <table className="min-w-full text-left text-xs" data-testid="transactions">
        <thead className="sticky top-0 bg-navy-50 text-navy-500"><tr><th className="px-2 py-1.5">Booked</th><th className="px-2 py-1.5">Text</th><th className="px-2 py-1.5 text-right">Amount</th><th className="px-2 py-1.5"><span className="sr-only">Actions</span></th></tr></thead>
        <tbody className="divide-y divide-navy-100">
          {items.map((t) => (
            <tr key={t.id}>
              <td className="whitespace-nowrap px-2 py-1.5">{t.bookingDate}</td>
              <td className="px-2 py-1.5">{t.merchantCategoryCode} {t.transactionDetails}</td>
              <td className="whitespace-nowrap px-2 py-1.5 text-right font-mono">{formatMoney(t.transactionAmount)}</td>
              <td className="whitespace-nowrap px-2 py-1.5"><DeleteTransaction account={account} id={t.id} label={`${t.bookingDate} ${formatMoney(t.transactionAmount)}`} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}

/** The detail panel of one account (kind account) or card account (kind card). */
export function AccountPanel({ account, onClose }: { account: SandboxAccountRef; onClose: () => void }) {
  const { kind, id } = account;
  const detail = useSandboxAccount(account);
  const txs = useSandboxTransactions(account);
  const d = detail.data;
  const title = d ? ('accountName' in d ? `${d.accountName} · ${d.iban}` : `${d.name} · ${d.maskedPan}`) : 'Account';
  const items = txs.data ?? [];
  return (
    <Card id="account-panel" title={title} description={d ? `${kind === 'account' ? 'Account' : 'Card account'} of customer ${d.customerNumber} · id ${id}` : undefined} actions={<Button variant="secondary" onClick={onClose}>Close</Button>}>
      {detail.isError && <TppMessages messages={messagesOf(detail.error)} />}
      {d && (
        <div className="space-y-6">
          <div>
            <h3 className="text-sm font-semibold text-navy-900">Balances</h3>
            <ul className="mt-1 flex flex-wrap gap-2" data-testid="balances">
              {d.balances.map((b, i) => (
                <li key={i} className="rounded-md bg-navy-50 px-3 py-1 text-sm"><span className="text-navy-500">{b.balanceType}</span> <span className="font-mono font-semibold">{formatMoney(b.balanceAmount)}</span></li>
              ))}
            </ul>
            {'creditLimit' in d && <p className="mt-1 text-xs text-navy-500">Credit limit <span className="font-mono">{formatMoney(d.creditLimit)}</span></p>}
            <div className="mt-3"><BalanceForm account={account} currency={d.currency} /></div>
          </div>
          <div>
            <h3 className="text-sm font-semibold text-navy-900">Transactions (newest first)</h3>
            {txs.isError && <TppMessages messages={messagesOf(txs.error)} />}
            {txs.data && items.length === 0 && <p className="mt-1 text-sm text-navy-500">No transactions yet.</p>}
            {items.length > 0 && (kind === 'account'
              ? <AccountTransactions account={account} items={items as SandboxTransaction[]} />
              : <CardTransactions account={account} items={items as SandboxCardTransaction[]} />)}
          </div>
          <div>
            <h3 className="text-sm font-semibold text-navy-900">{kind === 'account' ? 'Add a transaction' : 'Add a card transaction'}</h3>
            <div className="mt-2">
              {kind === 'account' && 'iban' in d && <TransactionForm account={account} iban={d.iban} currency={d.currency} />}
              {kind === 'card' && <CardTransactionForm account={account} currency={d.currency} />}
            </div>
          </div>
        </div>
      )}
    </Card>
  );
}
