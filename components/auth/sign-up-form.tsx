'use client';
// Sign-up: a developer account and, in sandbox mode, a new sandbox organisation (or none yet: join yours afterwards by
// proof of control or invitation). The answer does not say whether the e-mail had an account; the form signs in next.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { signIn } from 'next-auth/react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, TppMessages } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import type { TppMessage } from '@/lib/portal-client/api.ts';
import { useRegisterAccount } from '@/lib/portal-client/hooks/developer-account.ts';
import { PASSWORD_MIN_LENGTH } from '@/lib/portal/password-policy.ts';
import { PORTAL_ROLES, ROLE_LABELS, signUpSchema, type SignUpInput } from '@/lib/portal/schemas.ts';
import { applyServerErrors } from './form-errors.ts';

const FIELDS = ['name', 'email', 'password', 'organisation', 'organizationName', 'roles'] as const;

/** The sign-up form; `sandboxMode` offers a new sandbox organisation, `join` preselects joining an existing one. */
export function SignUpForm({ sandboxMode, join, callbackUrl }: { sandboxMode: boolean; join: boolean; callbackUrl: string | null }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const registerAccount = useRegisterAccount();
  const [messages, setMessages] = useState<TppMessage[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState, watch } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '', organisation: sandboxMode && !join ? 'sandbox' : 'join', organizationName: '', roles: ['PSP_AI', 'PSP_PI'] },
  });
  const { errors, isSubmitting } = formState;
  const creating = watch('organisation') === 'sandbox';

  const onSubmit = handleSubmit(async (values) => {
    setMessages([]);
    setNotice(null);
    let received;
    try {
      received = await registerAccount.mutateAsync(values);
    } catch (e) {
      setMessages(applyServerErrors(e, FIELDS, setError));
      return;
    }
    const result = await signIn('credentials', { email: values.email, password: values.password, redirect: false });
    if (!result?.ok) {
      // The e-mail had an account already (the server does not say so), or signing in is throttled.
      setNotice(received.text);
      return;
    }
    queryClient.clear(); // nothing cached under an earlier session shows in this one
    router.push(callbackUrl ?? (values.organisation === 'sandbox' ? '/organisation?welcome=1' : '/organisation'));
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Sign up">
      <TppMessages messages={messages} title="Sign-up failed" />
      {notice && (
        <Alert tone="info" title="Check your e-mail address">
          {notice} <Link href="/signin" className="font-semibold underline">Sign in</Link>.
        </Alert>
      )}
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold uppercase tracking-wide text-navy-500">You</legend>
        <TextField label="Your name" autoComplete="name" {...register('name')} error={errors.name?.message} />
        <TextField label="E-mail" type="email" autoComplete="email" {...register('email')} error={errors.email?.message} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password: a few unrelated words work well.`}
          {...register('password')}
          error={errors.password?.message}
        />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold uppercase tracking-wide text-navy-500">Your organisation</legend>
        <div className="space-y-2 text-sm text-navy-800">
          {sandboxMode && (
            <label className="flex items-start gap-2">
              <input type="radio" value="sandbox" {...register('organisation')} className="mt-0.5 h-4 w-4" />
              <span>Create a new sandbox organisation (you get a fresh sandbox organisationIdentifier and become its owner)</span>
            </label>
          )}
          <label className="flex items-start gap-2">
            <input type="radio" value="join" {...register('organisation')} className="mt-0.5 h-4 w-4" />
            <span>Join an existing organisation after signing up: with an invitation from a colleague, or by proving control with its certificate</span>
          </label>
        </div>
        {creating && (
          <>
            <TextField label="Organisation name" autoComplete="organization" hint="Your sandbox test certificates carry it as organizationName." {...register('organizationName')} error={errors.organizationName?.message} />
            <fieldset aria-describedby={errors.roles ? 'roles-error' : undefined}>
              <legend className="block text-sm font-medium text-navy-900">PSD2 roles</legend>
              <div className="mt-2 space-y-2">
                {PORTAL_ROLES.map((role) => (
                  <label key={role} className="flex items-center gap-2 text-sm text-navy-800">
                    <input type="checkbox" value={role} {...register('roles')} className="h-4 w-4 rounded border-navy-300 text-teal-600 focus:ring-teal-500" />
                    {ROLE_LABELS[role]}
                  </label>
                ))}
              </div>
              {errors.roles && <p id="roles-error" className="mt-1 text-xs font-medium text-red-700">{errors.roles.message ?? 'Choose at least one role'}</p>}
            </fieldset>
          </>
        )}
      </fieldset>
      <Button type="submit" busy={isSubmitting} className="w-full">Create account</Button>
      <Alert tone="info">
        Already registered? <Link href="/signin" className="font-semibold underline">Sign in</Link>.
      </Alert>
    </form>
  );
}
