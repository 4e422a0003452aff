'use client';
// Sign-up: developer account plus TPP organisation (name, organizationIdentifier, roles), then automatic sign-in.
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
import { PORTAL_ROLES, ROLE_LABELS, signUpSchema, type SignUpInput } from '@/lib/portal/schemas.ts';
import { applyServerErrors } from './form-errors.ts';

const FIELDS = ['name', 'email', 'password', 'organizationName', 'organizationIdentifier', 'roles'] as const;

/** The sign-up form. */
export function SignUpForm() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const registerAccount = useRegisterAccount();
  const [messages, setMessages] = useState<TppMessage[]>([]);
  const { register, handleSubmit, setError, formState } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '', organizationName: '', organizationIdentifier: '', roles: ['PSP_AI', 'PSP_PI'] },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setMessages([]);
    try {
      await registerAccount.mutateAsync(values);
    } catch (e) {
      setMessages(applyServerErrors(e, FIELDS, setError));
      return;
    }
    const result = await signIn('credentials', { email: values.email, password: values.password, redirect: false });
    if (!result?.ok) {
      setMessages([{ category: 'ERROR', code: 'SIGNIN_FAILED', text: 'Your account was created, but signing in failed; sign in manually.' }]);
      return;
    }
    queryClient.clear(); // nothing cached under an earlier session shows in this one
    router.push('/organisation?welcome=1');
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Sign up">
      <TppMessages messages={messages} title="Sign-up failed" />
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold uppercase tracking-wide text-navy-500">You</legend>
        <TextField label="Your name" autoComplete="name" {...register('name')} error={errors.name?.message} />
        <TextField label="E-mail" type="email" autoComplete="email" {...register('email')} error={errors.email?.message} />
        <TextField label="Password" type="password" autoComplete="new-password" hint="At least 10 characters." {...register('password')} error={errors.password?.message} />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold uppercase tracking-wide text-navy-500">Your organisation</legend>
        <TextField label="Organisation name" autoComplete="organization" {...register('organizationName')} error={errors.organizationName?.message} />
        <TextField
          label="Organisation identifier"
          placeholder="PSDNO-FSA-123456"
          hint={<>As in your eIDAS certificate (organizationIdentifier): <span className="font-mono">PSD</span> + country + NCA id + authorisation number.</>}
          {...register('organizationIdentifier')}
          error={errors.organizationIdentifier?.message}
          mono
        />
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
      </fieldset>
      <Button type="submit" busy={isSubmitting} className="w-full">Create account</Button>
      <Alert tone="info">
        Already registered? <Link href="/signin" className="font-semibold underline">Sign in</Link>.
      </Alert>
    </form>
  );
}
