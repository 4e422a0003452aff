// Sign-up page.
import { redirect } from 'next/navigation';
import { SignUpForm } from '@/components/auth/sign-up-form.tsx';
import { getPortalPrincipal } from '@/lib/portal/current-user.ts';

export const metadata = { title: 'Sign up · Open Banking Developer Portal' };

export default async function SignUpPage() {
  if (await getPortalPrincipal()) redirect('/organisation');
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-5">
      <div className="lg:col-span-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-teal-700">Sandbox access</p>
        <h1 className="mt-1 text-3xl font-semibold tracking-tight text-navy-900">Register your organisation</h1>
        <p className="mt-3 text-navy-700">
          One account per TPP organisation. You get sandbox test certificates for your organisationIdentifier and roles, a contact e-mail for
          operational notices, and control over the sandbox test data.
        </p>
        <ul className="mt-6 space-y-2 text-sm text-navy-700">
          <li>✓ Certificates issued by the sandbox CA, same as the CLI</li>
          <li>✓ Keys are generated for you and never stored</li>
          <li>✓ Works with the signer playground right away</li>
        </ul>
      </div>
      <div className="rounded-xl border border-navy-100 bg-white p-6 shadow-sm lg:col-span-3">
        <SignUpForm />
      </div>
    </div>
  );
}
