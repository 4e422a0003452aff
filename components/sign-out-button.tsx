'use client';
// Signs out through next-auth (the server deletes the session row) and returns to the landing page.
import { signOut } from 'next-auth/react';
import { useState } from 'react';

/** The header's sign-out button. */
export function SignOutButton({ className = '' }: { className?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void signOut({ callbackUrl: '/' });
      }}
      className={`rounded-md border border-white/20 px-3 py-1.5 text-sm font-medium text-white hover:bg-white/10 ${className}`}
    >
      {busy ? 'Signing out…' : 'Sign out'}
    </button>
  );
}
