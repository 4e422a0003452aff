'use client';
// Creates a corporate agreement: owner, name and one engagement (PSU, owner's account, VIEW and REGISTER).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, TppMessages } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SelectField, TextField } from '@/components/ui/field.tsx';
import type { TppMessage } from '@/lib/portal-client/api.ts';
import { useCreateSandboxAgreement } from '@/lib/portal-client/hooks/sandbox-agreements.ts';
import { createAgreementBodySchema, type SandboxCustomer } from '@/lib/sandbox/schemas.ts';
import { bodyResolver, lastSegment } from './body-resolver.ts';
import { serverFieldErrors } from './create-forms.tsx';

interface AgreementValues {
  owner: string;
  name: string;
  customer: string;
  iban: string;
}

const toBody = (v: AgreementValues) => ({ owner: v.owner, name: v.name, engagements: [{ customer: v.customer, account: { iban: v.iban.replace(/\s+/g, '').toUpperCase() }, roles: ['VIEW', 'REGISTER'] }] });
const fieldOf = (path: string) => (path.includes('account') ? 'iban' : lastSegment(path));

/** POST /agreements */
export function AgreementForm({ customers }: { customers: SandboxCustomer[] }) {
  const corporates = customers.filter((c) => c.customerType === 'CORPORATE');
  const privates = customers.filter((c) => c.customerType === 'PRIVATE');
  const form = useForm<AgreementValues>({
    resolver: bodyResolver(createAgreementBodySchema, toBody, fieldOf),
    defaultValues: { owner: corporates[0]?.customerNumber ?? '', name: 'Testavtale 1', customer: privates[0]?.customerNumber ?? '', iban: '' },
  });
  const create = useCreateSandboxAgreement();
  const done = create.data ? `Agreement ${create.data.name} created with ${create.data.engagements.length} engagement(s).` : null;
  const [rest, setRest] = useState<TppMessage[]>([]);
  const onSubmit = form.handleSubmit((v) => {
    setRest([]);
    create.mutate(toBody(v), { onError: (err) => setRest(serverFieldErrors(err, ['owner', 'name', 'customer', 'iban'], form.setError, fieldOf)) });
  });
  const e = form.formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Create agreement">
      <SelectField label="Owner (corporate customer)" {...form.register('owner')} error={e.owner?.message}>
        {corporates.map((c) => <option key={c.customerId} value={c.customerNumber}>{c.customerName} ({c.customerNumber})</option>)}
      </SelectField>
      <TextField label="Agreement name" {...form.register('name')} error={e.name?.message} />
      <SelectField label="PSU (engaged customer)" hint="Gets the roles VIEW and REGISTER on the account." {...form.register('customer')} error={e.customer?.message}>
        {customers.map((c) => <option key={c.customerId} value={c.customerNumber}>{c.customerName} ({c.customerNumber})</option>)}
      </SelectField>
      <TextField label="IBAN of one of the owner's accounts" mono {...form.register('iban')} error={e.iban?.message} />
      {e.root && <Alert tone="error">{e.root.message}</Alert>}
      <TppMessages messages={rest} title="The sandbox rejected this" />
      {done && <Alert tone="success">{done}</Alert>}
      <Button type="submit" busy={create.isPending} disabled={!corporates.length}>Create agreement</Button>
    </form>
  );
}
