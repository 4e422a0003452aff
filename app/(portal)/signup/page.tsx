// Sign-up page; `join=1` preselects joining an existing organisation, `callbackUrl` (a local path) is where to go next.
import { redirect } from 'next/navigation';
import { SignUpForm } from '@/components/auth/sign-up-form.tsx';
import { getConfig } from '@/lib/config.ts';
import { getPortalPrincipal } from '@/lib/portal/current-user.ts';

export const metadata = { title: 'Sign up · Open Banking Developer Portal' };

const localPath = (v: unknown): string | null => (typeof v === 'string' && /^\/(?!\/)/.test(v) ? v : null);

export default async function SignUpPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const callbackUrl = localPath(params.callbackUrl);
  if (await getPortalPrincipal()) redirect(callbackUrl ?? '/organisation');
  const sandboxMode = getConfig().mode === 'sandbox';
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-5">
      <div className="lg:col-span-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-teal-700">{sandboxMode ? 'Sandbox access' : 'Developer access'}</p>
        <h1 className="mt-1 text-3xl font-semibold tracking-tight text-navy-900">Register your organisation</h1>
        <p className="mt-3 text-navy-700">
          {sandboxMode ? 'Start with a new sandbox organisation, or join' : 'Join'} your organisation: colleagues invite you, or you prove control
          with a certificate of the organisation. Several developers can share an organisation.
        </p>
        <ul className="mt-6 space-y-2 text-sm text-navy-700">
          {sandboxMode && <li>✓ Sandbox test certificates issued by the sandbox CA, same as the CLI</li>}
          {sandboxMode && <li>✓ Keys are generated for you and never stored</li>}
          <li>✓ Works with the signer playground right away</li>
        </ul>
      </div>
      <div className="rounded-xl border border-navy-100 bg-white p-6 shadow-sm lg:col-span-3">
        <SignUpForm sandboxMode={sandboxMode} join={params.join === '1'} callbackUrl={callbackUrl} />
      </div>
    </div>
  );
}
