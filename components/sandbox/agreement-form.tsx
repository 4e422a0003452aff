'use client';
// Creates a corporate agreement: owner, name, a PSU and the owner's accounts the PSU gets VIEW and REGISTER on
// (one engagement per chosen account), chosen from the owner's accounts instead of typed IBANs.
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Alert, TppMessages } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SelectField, TextField } from '@/components/ui/field.tsx';
import { messagesOf, type TppMessage } from '@/lib/portal-client/api.ts';
import { useSandboxAccountList } from '@/lib/portal-client/hooks/sandbox-accounts.ts';
import { useCreateSandboxAgreement } from '@/lib/portal-client/hooks/sandbox-agreements.ts';
import { createAgreementBodySchema, type SandboxCustomer } from '@/lib/sandbox/schemas.ts';
import { bodyResolver, lastSegment } from './body-resolver.ts';
import { serverFieldErrors } from './create-forms.tsx';

interface AgreementValues {
  owner: string;
  name: string;
  customer: string;
  /** IBANs of the chosen accounts of the owner. */
  accounts: string[];
}

const toBody = (v: AgreementValues) => ({
  owner: v.owner,
  name: v.name,
  engagements: v.accounts.map((iban) => ({ customer: v.customer, account: { iban }, roles: ['VIEW', 'REGISTER'] })),
});
const fieldOf = (path: string) => (/account|engagements\[\d+\]$/.test(path) ? 'accounts' : lastSegment(path));

/** The owner's accounts as checkboxes. */
function AccountChoice({ owner, value, onChange, error }: { owner: SandboxCustomer | undefined; value: string[]; onChange: (v: string[]) => void; error?: string }) {
  const { accounts, isPending, errors } = useSandboxAccountList(owner?.accounts ?? []);
  const first = accounts[0]?.iban;
  // A new owner starts with its first account chosen.
  useEffect(() => {
    if (first && value.length === 0) onChange([first]);
  }, [owner?.customerId, first]);
  return (
    <fieldset aria-describedby={error ? 'agreement-accounts-error' : undefined}>
      <legend className="block text-sm font-medium text-navy-900">Accounts of the owner</legend>
      <p className="text-xs text-navy-500">The PSU gets the roles VIEW and REGISTER on each chosen account (one engagement each).</p>
      {owner && owner.accounts.length === 0 && <p className="mt-1 text-sm text-navy-700">{owner.customerName} has no accounts yet: create one in the Account tab first.</p>}
      {isPending && owner && owner.accounts.length > 0 && <p className="mt-1 text-sm text-navy-500">Loading the accounts…</p>}
      <TppMessages messages={errors.flatMap(messagesOf)} />
      <ul className="mt-2 space-y-1">
        {accounts.map((a) => (
          <li key={a.accountId}>
            <label className="flex cursor-pointer items-center gap-2 rounded-md border border-navy-100 px-3 py-2 text-sm has-[:checked]:border-teal-500 has-[:checked]:bg-teal-50">
              <input type="checkbox" className="accent-teal-700" checked={value.includes(a.iban)} onChange={(e) => onChange(e.target.checked ? [...value, a.iban] : value.filter((x) => x !== a.iban))} />
              <span className="min-w-0">{a.accountName} <span className="break-all font-mono text-navy-500">{a.iban}</span></span>
            </label>
          </li>
        ))}
      </ul>
      {error && <p id="agreement-accounts-error" className="mt-1 text-xs font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}

/** POST /agreements */
export function AgreementForm({ customers }: { customers: SandboxCustomer[] }) {
  const corporates = customers.filter((c) => c.customerType === 'CORPORATE');
  const privates = customers.filter((c) => c.customerType === 'PRIVATE');
  const form = useForm<AgreementValues>({
    resolver: bodyResolver(createAgreementBodySchema, toBody, fieldOf),
    defaultValues: { owner: corporates[0]?.customerNumber ?? '', name: 'Testavtale 1', customer: privates[0]?.customerNumber ?? '', accounts: [] },
  });
  const ownerNumber = useWatch({ control: form.control, name: 'owner' });
  const owner = corporates.find((c) => c.customerNumber === ownerNumber);
  const create = useCreateSandboxAgreement();
  const done = create.data ? `Agreement ${create.data.name} created with ${create.data.engagements.length} engagement(s).` : null;
  const [rest, setRest] = useState<TppMessage[]>([]);
  const onSubmit = form.handleSubmit((v) => {
    setRest([]);
    create.mutate(toBody(v), { onError: (err) => setRest(serverFieldErrors(err, ['owner', 'name', 'customer', 'accounts'], form.setError, fieldOf)) });
  });
  const e = form.formState.errors;
  const ownerField = form.register('owner');
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Create agreement">
      <SelectField
        label="Owner (corporate customer)"
        {...ownerField}
        onChange={(ev) => {
          if (ev.target.value !== ownerNumber) form.setValue('accounts', []);
          return ownerField.onChange(ev);
        }}
        error={e.owner?.message}
      >
        {corporates.map((c) => <option key={c.customerId} value={c.customerNumber}>{c.customerName} ({c.customerNumber})</option>)}
      </SelectField>
      <TextField label="Agreement name" {...form.register('name')} error={e.name?.message} />
      <SelectField label="PSU (engaged customer)" {...form.register('customer')} error={e.customer?.message}>
        {customers.map((c) => <option key={c.customerId} value={c.customerNumber}>{c.customerName} ({c.customerNumber})</option>)}
      </SelectField>
      <Controller
        control={form.control}
        name="accounts"
        render={({ field }) => <AccountChoice key={owner?.customerId ?? ''} owner={owner} value={field.value} onChange={field.onChange} error={e.accounts?.message} />}
      />
      {e.root && <Alert tone="error">{e.root.message}</Alert>}
      <TppMessages messages={rest} title="The sandbox rejected this" />
      {done && <Alert tone="success">{done}</Alert>}
      <Button type="submit" busy={create.isPending} disabled={!corporates.length}>Create agreement</Button>
    </form>
  );
}
