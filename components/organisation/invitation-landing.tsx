'use client';
// The invitation page body: reads the token from the URL fragment; signed in, it offers to accept; otherwise it links
// to sign-in and sign-up, which come back here.
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { AcceptInvitationCard } from './join-organisation.tsx';

/** `signedInAs`: the e-mail of the signed-in developer, or null. */
export function InvitationLanding({ signedInAs, organisation }: { signedInAs: string | null; organisation: string | null }) {
  const [hash, setHash] = useState<string | null>(null);
  useEffect(() => setHash(window.location.hash), []);
  if (hash === null) return null;
  const back = encodeURIComponent(`/invitations${hash}`);
  if (!signedInAs) {
    return (
      <Alert tone="info" title="Sign in with the invited e-mail address">
        <Link className="font-semibold underline" href={`/signin?callbackUrl=${back}`}>Sign in</Link> or{' '}
        <Link className="font-semibold underline" href={`/signup?join=1&callbackUrl=${back}`}>create an account</Link> with the address the invitation was made for, then accept it here.
      </Alert>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-navy-700">
        Signed in as {signedInAs}.{organisation && ` Accepting moves you from ${organisation} to the inviting organisation.`}
      </p>
      <AcceptInvitationCard initialToken={hash.slice(1)} />
    </div>
  );
}
