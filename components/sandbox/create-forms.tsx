'use client';
// Forms that create sandbox customers, accounts and card accounts, validated with the shared lib/sandbox schemas.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { Alert, TppMessages } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FieldAction, SelectField, TextField } from '@/components/ui/field.tsx';
import { ApiError, type TppMessage } from '@/lib/portal-client/api.ts';
import { amountHint } from '@/lib/portal-client/amounts.ts';
import { useCreateSandboxAccount, useCreateSandboxCardAccount } from '@/lib/portal-client/hooks/sandbox-accounts.ts';
import { useCreateSandboxCustomer } from '@/lib/portal-client/hooks/sandbox-customers.ts';
import { generateCustomerNumber8, generateFodselsnummer, generateNorwegianAccount } from '@/lib/portal-client/test-data.ts';
import {
  CASH_ACCOUNT_TYPES, createAccountBodySchema, createCardAccountBodySchema, createCustomerBodySchema, type CreateCustomerBody, type SandboxCustomer,
} from '@/lib/sandbox/schemas.ts';
import { bodyResolver, lastSegment } from './body-resolver.ts';

/** Puts server messages whose path names a form field on that field; returns the others. */
export function serverFieldErrors<V extends FieldValues>(error: unknown, fields: string[], setError: UseFormSetError<V>, fieldOf = lastSegment): TppMessage[] {
  if (!(error instanceof ApiError)) return [];
  return error.messages.filter((m) => {
    const f = m.path ? fieldOf(m.path) : undefined;
    if (f && fields.includes(f)) {
      setError(f as Path<V>, { type: 'server', message: (m.text ?? m.code).replace(/^[^:]*: /, '') });
      return false;
    }
    return true;
  });
}

function Outcome({ errors, done }: { errors: TppMessage[]; done: string | null }) {
  return (
    <>
      <TppMessages messages={errors} title="The sandbox rejected this" />
      {done && <Alert tone="success">{done}</Alert>}
    </>
  );
}

/** POST /customers */
export function CustomerForm() {
  const form = useForm<CreateCustomerBody>({ resolver: zodResolver(createCustomerBodySchema) as never, defaultValues: { customerNumber: '', name: '', type: 'PRIVATE' } });
  const create = useCreateSandboxCustomer();
  const done = create.data ? `Customer ${create.data.customerName} (${create.data.customerNumber}) created.` : null;
  const [rest, setRest] = useState<TppMessage[]>([]);
  const onSubmit = form.handleSubmit((values) => {
    setRest([]);
    create.mutate(values, { onError: (err) => setRest(serverFieldErrors(err, ['customerNumber', 'name', 'type'], form.setError)) });
  });
  const e = form.formState.errors;
  const generate = () => {
    const value = form.getValues('type') === 'CORPORATE' ? generateCustomerNumber8() : generateFodselsnummer();
    form.setValue('customerNumber', value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Create customer">
      <TextField
        label="Customer number"
        inputMode="numeric"
        hint="Private: an 11-digit fødselsnummer (Generate makes a synthetic test number, month + 80). Corporate: 8 digits. Typed by the PSU during sandbox SCA."
        {...form.register('customerNumber')}
        error={e.customerNumber?.message}
        actions={<FieldAction onClick={generate}>Generate<span className="sr-only"> a customer number for the chosen type</span></FieldAction>}
      />
      <TextField label="Name" {...form.register('name')} error={e.name?.message} />
      <SelectField label="Type" {...form.register('type')} error={e.type?.message}>
        <option value="PRIVATE">Private</option>
        <option value="CORPORATE">Corporate</option>
      </SelectField>
      <Outcome errors={rest} done={done} />
      <Button type="submit" busy={create.isPending}>Create customer</Button>
    </form>
  );
}

interface AccountValues {
  customerNumber: string;
  accountName: string;
  iban: string;
  currency: string;
  product: string;
  cashAccountType: string;
  balance: string;
}

const accountBody = (v: AccountValues) => ({
  customerNumber: v.customerNumber, accountName: v.accountName, iban: v.iban.replace(/\s+/g, '').toUpperCase(), currency: v.currency.toUpperCase(),
  product: v.product || undefined, cashAccountType: v.cashAccountType, creditLine: 0,
  balances: v.balance === '' ? [] : [{ balanceType: 'EXPECTED', balanceAmount: { amount: v.balance, currency: v.currency.toUpperCase() } }],
});
const accountField = (path: string) => (path.startsWith('balances') ? 'balance' : path === 'bban' ? 'iban' : lastSegment(path));

/** POST /accounts */
export function AccountForm({ customers }: { customers: SandboxCustomer[] }) {
  const form = useForm<AccountValues>({
    resolver: bodyResolver(createAccountBodySchema, accountBody, accountField),
    defaultValues: { customerNumber: customers[0]?.customerNumber ?? '', accountName: 'Brukskonto', iban: '', currency: 'NOK', product: 'Brukskonto', cashAccountType: 'CACC', balance: '10000' },
  });
  const create = useCreateSandboxAccount();
  const done = create.data ? `Account ${create.data.accountName} (${create.data.iban}) created.` : null;
  const currency = form.watch('currency').toUpperCase();
  const iban = form.watch('iban').replace(/\s+/g, '').toUpperCase();
  const bban = /^NO\d{13}$/.test(iban) ? iban.slice(4) : null;
  const [rest, setRest] = useState<TppMessage[]>([]);
  const onSubmit = form.handleSubmit((v) => {
    setRest([]);
    create.mutate(accountBody(v), { onError: (err) => setRest(serverFieldErrors(err, ['customerNumber', 'accountName', 'iban', 'currency', 'product', 'cashAccountType', 'balance'], form.setError, accountField)) });
  });
  const e = form.formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Create account">
      <SelectField label="Owner" {...form.register('customerNumber')} error={e.customerNumber?.message}>
        {customers.map((c) => <option key={c.customerId} value={c.customerNumber}>{c.customerName} ({c.customerNumber})</option>)}
      </SelectField>
      <TextField label="Account name" {...form.register('accountName')} error={e.accountName?.message} />
      <TextField
        label="IBAN"
        placeholder="NO2390412263056"
        mono
        hint={bban ? <>Account number (BBAN) <span className="font-mono">{bban}</span>. Generate makes one whose BBAN passes MOD11.</> : 'Norwegian IBANs carry the 11-digit account number (BBAN). Generate makes one whose BBAN passes MOD11.'}
        {...form.register('iban')}
        error={e.iban?.message}
        actions={<FieldAction onClick={() => form.setValue('iban', generateNorwegianAccount().iban, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}>Generate<span className="sr-only"> a Norwegian IBAN</span></FieldAction>}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Currency" maxLength={3} {...form.register('currency')} error={e.currency?.message} />
        <SelectField label="Cash account type" {...form.register('cashAccountType')} error={e.cashAccountType?.message}>
          {CASH_ACCOUNT_TYPES.map((t) => <option key={t}>{t}</option>)}
        </SelectField>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Product" {...form.register('product')} error={e.product?.message} />
        <TextField label={`Expected balance${currency ? ` (${currency})` : ''}`} inputMode="decimal" hint={/^[A-Z]{3}$/.test(currency) ? amountHint(currency) : undefined} {...form.register('balance')} error={e.balance?.message} />
      </div>
      {e.root && <Alert tone="error">{e.root.message}</Alert>}
      <Outcome errors={rest} done={done} />
      <Button type="submit" busy={create.isPending} disabled={!customers.length}>Create account</Button>
    </form>
  );
}

interface CardValues {
  customerNumber: string;
  name: string;
  maskedPan: string;
  currency: string;
  creditLimit: string;
  product: string;
}

const cardBody = (v: CardValues) => ({
  customerNumber: v.customerNumber, name: v.name, maskedPan: v.maskedPan, currency: v.currency.toUpperCase(), product: v.product, status: 'ENABLED',
  creditLimit: { currency: v.currency.toUpperCase(), amount: v.creditLimit === '' ? 0 : v.creditLimit },
  balances: [{ balanceType: 'EXPECTED', balanceAmount: { currency: v.currency.toUpperCase(), amount: 0 } }],
});
const cardField = (path: string) => (path.startsWith('creditLimit') ? 'creditLimit' : lastSegment(path));

/** POST /card-accounts */
export function CardAccountForm({ customers }: { customers: SandboxCustomer[] }) {
  const form = useForm<CardValues>({
    resolver: bodyResolver(createCardAccountBodySchema, cardBody, cardField),
    defaultValues: { customerNumber: customers[0]?.customerNumber ?? '', name: 'Test', maskedPan: '1234xxxxxxxx4321', currency: 'NOK', creditLimit: '1000', product: 'Basic Credit' },
  });
  const create = useCreateSandboxCardAccount();
  const done = create.data ? `Card account ${create.data.maskedPan} created.` : null;
  const [rest, setRest] = useState<TppMessage[]>([]);
  const onSubmit = form.handleSubmit((v) => {
    setRest([]);
    create.mutate(cardBody(v), { onError: (err) => setRest(serverFieldErrors(err, ['customerNumber', 'name', 'maskedPan', 'currency', 'creditLimit', 'product'], form.setError, cardField)) });
  });
  const e = form.formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Create card account">
      <SelectField label="Owner" {...form.register('customerNumber')} error={e.customerNumber?.message}>
        {customers.map((c) => <option key={c.customerId} value={c.customerNumber}>{c.customerName} ({c.customerNumber})</option>)}
      </SelectField>
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Card name" {...form.register('name')} error={e.name?.message} />
        <TextField label="Masked PAN" mono {...form.register('maskedPan')} error={e.maskedPan?.message} />
      </div>
      <div className="grid grid-cols-3 gap-3">
        <TextField label="Currency" maxLength={3} {...form.register('currency')} error={e.currency?.message} />
        <TextField label="Credit limit" inputMode="decimal" {...form.register('creditLimit')} error={e.creditLimit?.message} />
        <TextField label="Product" {...form.register('product')} error={e.product?.message} />
      </div>
      {e.root && <Alert tone="error">{e.root.message}</Alert>}
      <Outcome errors={rest} done={done} />
      <Button type="submit" busy={create.isPending} disabled={!customers.length}>Create card account</Button>
    </form>
  );
}
