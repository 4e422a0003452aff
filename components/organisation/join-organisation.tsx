'use client';
// For a signed-in developer without an organisation: prove control of an existing one (sign a challenge with a
// certificate's key, in this browser or with openssl), accept an invitation, or (sandbox) create a sandbox organisation.
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, TppMessages } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { TextAreaField, TextField } from '@/components/ui/field.tsx';
import { CopyBlock } from '@/components/playground/copy-block.tsx';
import { messagesOf } from '@/lib/portal-client/api.ts';
import { useAcceptInvitation, useChallenge, useCreateOrganisation, useProveControl } from '@/lib/portal-client/hooks/join-organisation.ts';
import { signTextInBrowser } from '@/lib/playground/browser-signer.ts';
import { createOrganisationSchema, PORTAL_ROLES, ROLE_LABELS, type CreateOrganisation } from '@/lib/portal/schemas.ts';

/** The token of an invitation link (…/invitations#<token>) or the token itself. */
export const invitationToken = (value: string): string => value.trim().replace(/^.*#/, '');

function useJoined() {
  const router = useRouter();
  return () => {
    router.push('/organisation');
    router.refresh();
  };
}

/** Proof of control: challenge, signature (browser or openssl), certificate. */
export function ProveControlCard() {
  const joined = useJoined();
  const challenge = useChallenge();
  const prove = useProveControl();
  const [orgId, setOrgId] = useState('');
  const [certificate, setCertificate] = useState('');
  const [keyPem, setKeyPem] = useState('');
  const [signature, setSignature] = useState('');
  const [signError, setSignError] = useState<string | null>(null);
  const c = challenge.data;
  return (
    <Card
      id="prove-control"
      title="Prove control of your organisation"
      description="Sign a one-time challenge with the private key of a certificate of your organisation (one the API accepts: issued by a trusted CA, valid, a PSD2 seal with your organizationIdentifier). You become an owner."
    >
      <form
        className="space-y-3"
        aria-label="Request a challenge"
        onSubmit={(e) => {
          e.preventDefault();
          prove.reset();
          setSignature('');
          challenge.mutate(orgId);
        }}
      >
        <TextField label="organizationIdentifier" mono placeholder="PSDNO-FSA-123456" value={orgId} onChange={(e) => setOrgId(e.target.value)} />
        <TppMessages messages={messagesOf(challenge.error)} title="No challenge" />
        <Button type="submit" variant="secondary" busy={challenge.isPending} disabled={!orgId.trim()}>Get a challenge</Button>
      </form>
      {c && (
        <div className="mt-5 space-y-4" data-testid="challenge">
          <p className="text-sm text-navy-700">Valid once, until {new Date(c.expiresAt).toLocaleTimeString()}. Sign exactly this text (RSA, SHA-256):</p>
          <CopyBlock label="Challenge" text={c.text} testId="challenge-text" />
          <CopyBlock label="…or on the command line (prints the base64 signature)" text={c.command} testId="challenge-command" dark />
          <TextAreaField label="Certificate (PEM)" rows={5} spellCheck={false} value={certificate} onChange={(e) => setCertificate(e.target.value)} placeholder="-----BEGIN CERTIFICATE-----" />
          <div className="rounded-md border border-navy-100 p-3">
            <TextAreaField
              label="Private key (PEM), to sign here"
              hint="Used by WebCrypto in this browser only; it is not sent anywhere. Or paste the openssl output below instead."
              rows={4}
              spellCheck={false}
              value={keyPem}
              onChange={(e) => setKeyPem(e.target.value)}
              placeholder="-----BEGIN PRIVATE KEY-----"
            />
            <Button
              className="mt-2"
              variant="secondary"
              disabled={!keyPem.trim()}
              onClick={async () => {
                setSignError(null);
                try {
                  setSignature(await signTextInBrowser(keyPem, c.text));
                } catch (e) {
                  setSignError((e as Error).message);
                }
              }}
            >
              Sign in this browser
            </Button>
            {signError && <div className="mt-2"><Alert tone="error">{signError}</Alert></div>}
          </div>
          <TextAreaField label="Signature (base64)" rows={3} spellCheck={false} mono value={signature} onChange={(e) => setSignature(e.target.value)} />
          <TppMessages messages={messagesOf(prove.error)} title="Not accepted" />
          <Button
            busy={prove.isPending}
            disabled={!certificate.trim() || !signature.trim()}
            onClick={() => prove.mutate({ challengeId: c.id, certificate, signature }, { onSuccess: joined })}
          >
            Join {c.organizationIdentifier}
          </Button>
        </div>
      )}
    </Card>
  );
}

/** Accepting an invitation by link or token. */
export function AcceptInvitationCard({ initialToken = '' }: { initialToken?: string }) {
  const joined = useJoined();
  const accept = useAcceptInvitation();
  const [value, setValue] = useState(initialToken);
  return (
    <Card id="accept-invitation" title="Accept an invitation" description="An owner of your organisation invites your e-mail address and passes you the link. You join as a member.">
      <form
        className="space-y-3"
        aria-label="Accept an invitation"
        onSubmit={(e) => {
          e.preventDefault();
          accept.mutate(invitationToken(value), { onSuccess: joined });
        }}
      >
        <TextField label="Invitation link or token" mono value={value} onChange={(e) => setValue(e.target.value)} />
        <TppMessages messages={messagesOf(accept.error)} title="Not accepted" />
        <Button type="submit" busy={accept.isPending} disabled={!value.trim()}>Accept invitation</Button>
      </form>
    </Card>
  );
}

/** Creating a sandbox organisation (sandbox mode). */
export function CreateSandboxOrganisationCard() {
  const joined = useJoined();
  const create = useCreateOrganisation();
  const { register, handleSubmit, formState } = useForm<CreateOrganisation>({
    resolver: zodResolver(createOrganisationSchema),
    defaultValues: { organizationName: '', roles: ['PSP_AI', 'PSP_PI'] },
  });
  return (
    <Card id="create-organisation" title="Create a sandbox organisation" description="A new organisation with a generated sandbox organizationIdentifier; you become its owner.">
      <form className="space-y-3" aria-label="Create a sandbox organisation" onSubmit={handleSubmit((v) => create.mutate(v, { onSuccess: joined }))} noValidate>
        <TextField label="Organisation name" {...register('organizationName')} error={formState.errors.organizationName?.message} />
        <div className="space-y-1">
          {PORTAL_ROLES.map((role) => (
            <label key={role} className="flex items-center gap-2 text-sm text-navy-800">
              <input type="checkbox" value={role} {...register('roles')} className="h-4 w-4" />
              {ROLE_LABELS[role]}
            </label>
          ))}
        </div>
        <TppMessages messages={messagesOf(create.error)} title="Not created" />
        <Button type="submit" variant="secondary" busy={create.isPending}>Create sandbox organisation</Button>
      </form>
    </Card>
  );
}

/** The three ways in, for an account without an organisation. */
export function JoinOrganisation({ sandboxMode }: { sandboxMode: boolean }) {
  return (
    <div className="space-y-6">
      <Alert tone="info" title="You are not a member of an organisation yet">
        Join yours with an invitation from a colleague or by proving control with its certificate{sandboxMode ? ', or create a sandbox organisation' : ''}.
      </Alert>
      <div className="grid gap-6 lg:grid-cols-2">
        <ProveControlCard />
        <div className="space-y-6">
          <AcceptInvitationCard />
          {sandboxMode && <CreateSandboxOrganisationCard />}
        </div>
      </div>
    </div>
  );
}
