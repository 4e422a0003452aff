// Sign-in page; `callbackUrl` (a local path) says where to go afterwards.
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { SignInForm } from '@/components/auth/sign-in-form.tsx';
import { getPortalPrincipal } from '@/lib/portal/current-user.ts';

export const metadata = { title: 'Sign in · Open Banking Developer Portal' };

const localPath = (v: unknown): string => (typeof v === 'string' && /^\/(?!\/)/.test(v) ? v : '/organisation');

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const callbackUrl = localPath(params.callbackUrl);
  if (await getPortalPrincipal()) redirect(callbackUrl);
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-navy-900">Sign in</h1>
      <p className="mt-2 text-navy-700">to manage your organisation, certificates and sandbox data.</p>
      <div className="mt-6 rounded-xl border border-navy-100 bg-white p-6 shadow-sm">
        <SignInForm callbackUrl={callbackUrl} />
      </div>
      <p className="mt-4 text-sm text-navy-700">
        No account yet? <Link href="/signup" className="font-semibold text-teal-700 underline">Register your organisation</Link>
      </p>
    </div>
  );
}
