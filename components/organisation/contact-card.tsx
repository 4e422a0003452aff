'use client';
// The TPP contact e-mail (spec 4.4): register or update it; a WARNING advises a non-personal address.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, TppMessages } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { TextField } from '@/components/ui/field.tsx';
import type { TppMessage } from '@/lib/portal-client/api.ts';
import { useContact, useSaveContact } from '@/lib/portal-client/hooks/contact.ts';
import { contactEmailBodySchema, type ContactEmailBody } from '@/lib/tpp/contact-email.ts';
import { applyServerErrors } from '../auth/form-errors.ts';

/** The contact card of the organisation page (rendered once the organisation is loaded: the form starts from it). */
export function ContactCard() {
  const contactEmail = useContact().data ?? null;
  const save = useSaveContact();
  const [messages, setMessages] = useState<TppMessage[]>([]);
  const { register, handleSubmit, setError, formState } = useForm<ContactEmailBody>({
    resolver: zodResolver(contactEmailBodySchema),
    defaultValues: { contactEmail: contactEmail ?? '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setMessages([]);
    try {
      await save.mutateAsync(values);
    } catch (e) {
      setMessages(applyServerErrors(e, ['contactEmail'], setError));
    }
  });
  const saved = save.data;
  return (
    <Card
      id="contact"
      title="Contact e-mail"
      description="Where the bank sends operational notices (incidents, changes, certificate expiry). Use a shared, role-based address."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Contact e-mail">
        <TextField label="Contact e-mail" type="email" autoComplete="email" placeholder="openbanking@your-company.example" {...register('contactEmail')} error={formState.errors.contactEmail?.message} />
        <TppMessages messages={messages} title="Not saved" />
        {saved && !save.isPending && (
          <>
            <Alert tone="success" title="Saved">The contact e-mail is now {saved.contactEmail}.</Alert>
            {saved.tppMessages && <TppMessages messages={saved.tppMessages} title="Advice" />}
          </>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" busy={formState.isSubmitting}>{contactEmail ? 'Update contact e-mail' : 'Register contact e-mail'}</Button>
          <p className="text-xs text-navy-500">
            API: <span className="font-mono">POST</span> / <span className="font-mono">PUT /v1/tpp-contacts</span> (signed).
          </p>
        </div>
      </form>
    </Card>
  );
}
