'use client';
// Adding a transaction to a mock account (POST /accounts/{id}/transactions) or a card transaction to a mock card
// account (POST /card-accounts/{id}/transactions), validated with the API's own schemas: its messages show next
// to the field they concern.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, TppMessages } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FieldAction, SelectField, TextField } from '@/components/ui/field.tsx';
import type { TppMessage } from '@/lib/portal-client/api.ts';
import { amountHint, formatApiAmount } from '@/lib/portal-client/amounts.ts';
import type { SandboxAccountRef } from '@/lib/portal-client/hooks/sandbox-accounts.ts';
import { useCreateSandboxCardTransactions, useCreateSandboxTransactions } from '@/lib/portal-client/hooks/sandbox-transactions.ts';
import { generateKidMod10, generateKidMod11, generateNorwegianAccount } from '@/lib/portal-client/test-data.ts';
import { createCardTransactionsBodySchema, createTransactionsBodySchema } from '@/lib/sandbox/schemas.ts';
import { bodyResolver, lastSegment } from './body-resolver.ts';
import { serverFieldErrors } from './create-forms.tsx';

const today = () => new Date().toISOString().slice(0, 10);

interface TxValues {
  direction: 'in' | 'out';
  amount: string;
  bookingDate: string;
  counterpartyName: string;
  counterpartyIban: string;
  message: string;
  bookingStatus: 'booked' | 'pending';
  additionalInformation: string;
}

/** POST /accounts/{id}/transactions: one transaction, incoming or outgoing. */
export function TransactionForm({ account, iban, currency }: { account: SandboxAccountRef; iban: string; currency: string }) {
  const toBody = (v: TxValues) => {
    const other = { iban: v.counterpartyIban.replace(/\s+/g, '').toUpperCase() };
    const common = {
      amount: v.amount, currency, bookingDate: v.bookingDate, valueDate: v.bookingDate, remittanceInformationUnstructured: v.message, bankTransactionCode: 'PMNT',
      bookingStatus: v.bookingStatus, ...(v.additionalInformation.trim() ? { additionalInformation: v.additionalInformation.trim() } : {}),
    };
    return [v.direction === 'in'
      ? { ...common, debtorName: v.counterpartyName, debtorAccount: other, creditorAccount: { iban } }
      : { ...common, creditorName: v.counterpartyName, creditorAccount: other, debtorAccount: { iban } }];
  };
  const fieldOf = (path: string) => (/Account/.test(path) ? 'counterpartyIban' : /Name/.test(path) ? 'counterpartyName' : /remittance/.test(path) ? 'message' : /Date/.test(path) ? 'bookingDate' : lastSegment(path));
  const form = useForm<TxValues>({
    resolver: bodyResolver(createTransactionsBodySchema, toBody, fieldOf),
    defaultValues: { direction: 'in', amount: '1500', bookingDate: today(), counterpartyName: 'Aftenposten', counterpartyIban: 'NO6290491105991', message: 'Invoice 63444766', bookingStatus: 'booked', additionalInformation: '' },
  });
  const create = useCreateSandboxTransactions(account);
  const [rest, setRest] = useState<TppMessage[]>([]);
  const [added, setAdded] = useState<string | null>(null);
  const fill = (name: keyof TxValues, value: string) => form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const onSubmit = form.handleSubmit((v) => {
    setRest([]);
    setAdded(null);
    create.mutate(toBody(v), {
      onSuccess: (created) => {
        const exact = formatApiAmount(v.amount, currency);
        const listed = created[0]?.amount;
        // Spec 2.4: the sandbox list carries int32 whole units; say so when that differs from what was entered.
        const rounded = listed !== undefined && formatApiAmount(Math.abs(listed), currency) !== exact ? ` The sandbox transaction list shows it in whole ${currency}: ${listed}.` : '';
        setAdded(`Transaction of ${exact} ${currency} added (${v.direction === 'in' ? 'incoming' : 'outgoing'}${v.bookingStatus === 'pending' ? ', pending' : ''}).${rounded}`);
      },
      onError: (err) => setRest(serverFieldErrors(err, ['amount', 'bookingDate', 'counterpartyName', 'counterpartyIban', 'message', 'additionalInformation'], form.setError, fieldOf)),
    });
  }, () => setAdded(null));
  const e = form.formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-2" aria-label="Add transaction">
      <SelectField label="Direction" {...form.register('direction')}>
        <option value="in">Incoming (this account is the creditor)</option>
        <option value="out">Outgoing (this account is the debtor)</option>
      </SelectField>
      <TextField label={`Amount (${currency})`} inputMode="decimal" hint={`Positive; the direction sets the sign. ${amountHint(currency)}`} {...form.register('amount')} error={e.amount?.message} />
      <TextField label="Booking date" type="date" {...form.register('bookingDate')} error={e.bookingDate?.message} />
      <SelectField label="Booking status" {...form.register('bookingStatus')}>
        <option value="booked">Booked</option>
        <option value="pending">Pending (listed under transactions.pending)</option>
      </SelectField>
      <TextField label="Counterparty name" {...form.register('counterpartyName')} error={e.counterpartyName?.message} />
      <TextField
        label="Counterparty IBAN"
        mono
        {...form.register('counterpartyIban')}
        error={e.counterpartyIban?.message}
        actions={<FieldAction onClick={() => fill('counterpartyIban', generateNorwegianAccount().iban)}>Generate<span className="sr-only"> a Norwegian counterparty IBAN</span></FieldAction>}
      />
      <TextField
        label="Message"
        hint="Free text, or a KID (Norwegian payment reference)."
        {...form.register('message')}
        error={e.message?.message}
        actions={
          <>
            <FieldAction onClick={() => fill('message', generateKidMod10())}><span className="sr-only">Generate a </span>KID MOD10</FieldAction>
            <FieldAction onClick={() => fill('message', generateKidMod11())}><span className="sr-only">Generate a </span>KID MOD11</FieldAction>
          </>
        }
      />
      <TextField label="Additional information" hint="Optional; shown to the PSU (additionalInformation, at most 500 characters)." {...form.register('additionalInformation')} error={e.additionalInformation?.message} />
      <div className="space-y-2 sm:col-span-2">
        {e.root && <Alert tone="error">{e.root.message}</Alert>}
        <TppMessages messages={rest} title="The sandbox rejected this" />
        {added && <Alert tone="success">{added}</Alert>}
        <Button type="submit" busy={create.isPending}>Add transaction</Button>
      </div>
    </form>
  );
}

interface CardTxValues {
  amount: string;
  bookingDate: string;
  merchantCategoryCode: string;
  transactionDetails: string;
  invoiced: '' | 'true' | 'false';
}

/** POST /card-accounts/{id}/transactions: one card transaction in the card account's currency. */
export function CardTransactionForm({ account, currency }: { account: SandboxAccountRef; currency: string }) {
  const toBody = (v: CardTxValues) => [{
    bookingDate: v.bookingDate,
    transactionDate: v.bookingDate,
    transactionAmount: { currency, amount: v.amount },
    merchantCategoryCode: v.merchantCategoryCode,
    transactionDetails: v.transactionDetails,
    ...(v.invoiced ? { invoiced: v.invoiced === 'true' } : {}),
  }];
  const fieldOf = (path: string) => (path.includes('transactionAmount') ? 'amount' : /Date/.test(path) ? 'bookingDate' : lastSegment(path));
  const form = useForm<CardTxValues>({
    resolver: bodyResolver(createCardTransactionsBodySchema, toBody, fieldOf),
    defaultValues: { amount: '249.90', bookingDate: today(), merchantCategoryCode: '5411', transactionDetails: 'Grocery store', invoiced: '' },
  });
  const create = useCreateSandboxCardTransactions(account);
  const [rest, setRest] = useState<TppMessage[]>([]);
  const [added, setAdded] = useState<string | null>(null);
  const onSubmit = form.handleSubmit((v) => {
    setRest([]);
    setAdded(null);
    create.mutate(toBody(v), {
      onSuccess: (created) => {
        const a = created[0]?.transactionAmount;
        setAdded(`Card transaction of ${a ? formatApiAmount(a.amount, a.currency) : formatApiAmount(v.amount, currency)} ${currency} added.`);
      },
      onError: (err) => setRest(serverFieldErrors(err, ['amount', 'bookingDate', 'merchantCategoryCode', 'transactionDetails', 'invoiced'], form.setError, fieldOf)),
    });
  }, () => setAdded(null));
  const e = form.formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-2" aria-label="Add card transaction">
      <TextField label={`Amount (${currency})`} inputMode="decimal" hint={`A purchase is positive, as in the platform's scripts. ${amountHint(currency)}`} {...form.register('amount')} error={e.amount?.message} />
      <TextField label="Booking date" type="date" {...form.register('bookingDate')} error={e.bookingDate?.message} />
      <TextField label="Merchant category code" hint="ISO 18245, e.g. 5411 (grocery stores)." {...form.register('merchantCategoryCode')} error={e.merchantCategoryCode?.message} />
      <TextField label="Transaction details" {...form.register('transactionDetails')} error={e.transactionDetails?.message} />
      <SelectField label="Invoiced" {...form.register('invoiced')} error={e.invoiced?.message}>
        <option value="">Not stated</option>
        <option value="true">Yes</option>
        <option value="false">No</option>
      </SelectField>
      <div className="space-y-2 sm:col-span-2">
        {e.root && <Alert tone="error">{e.root.message}</Alert>}
        <TppMessages messages={rest} title="The sandbox rejected this" />
        {added && <Alert tone="success">{added}</Alert>}
        <Button type="submit" busy={create.isPending}>Add card transaction</Button>
      </div>
    </form>
  );
}
