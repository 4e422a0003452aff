'use client';
// Sign-in with e-mail and password (next-auth credentials provider).
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { signIn } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { signInSchema, type SignInInput } from '@/lib/portal/schemas.ts';

/** The sign-in form; goes to `callbackUrl` (a local path) afterwards. */
export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFailed(null);
    const result = await signIn('credentials', { email: values.email, password: values.password, redirect: false });
    if (!result?.ok || result.error) {
      setFailed(
        result?.error === 'RATE_LIMITED'
          ? 'Too many failed sign-ins for this account or from your network. Wait up to 15 minutes, then try again.'
          : 'E-mail or password is not correct.',
      );
      return;
    }
    queryClient.clear(); // nothing cached under an earlier session shows in this one
    router.push(callbackUrl);
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign in">
      {failed && <Alert tone="error" title="Sign-in failed">{failed}</Alert>}
      <TextField label="E-mail" type="email" autoComplete="email" {...register('email')} error={errors.email?.message} />
      <TextField label="Password" type="password" autoComplete="current-password" {...register('password')} error={errors.password?.message} />
      <Button type="submit" busy={isSubmitting} className="w-full">Sign in</Button>
    </form>
  );
}
