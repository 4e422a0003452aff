'use client';
// Members of the organisation and (owners) invitations: owners invite colleagues (the link is shown once, to pass on),
// withdraw invitations, change roles and remove members; everyone can leave.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Alert, TppMessages } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { CopyBlock } from '@/components/playground/copy-block.tsx';
import { messagesOf } from '@/lib/portal-client/api.ts';
import { useChangeRole, useInvite, useMembers, useRemoveMember, useWithdrawInvitation } from '@/lib/portal-client/hooks/members.ts';

/** The members card of the organisation page; `userId` is the signed-in developer. */
export function MembersCard({ userId }: { userId: string }) {
  const router = useRouter();
  const data = useMembers().data;
  const invite = useInvite();
  const withdraw = useWithdrawInvitation();
  const remove = useRemoveMember();
  const changeRole = useChangeRole();
  const [email, setEmail] = useState('');
  if (!data) return null;
  const owner = data.role === 'owner';
  const errors = [...messagesOf(withdraw.error), ...messagesOf(remove.error), ...messagesOf(changeRole.error)];
  return (
    <Card
      id="members"
      title="Members"
      description={owner ? 'Owners invite and remove members and change roles; members issue certificates, set the contact e-mail and manage sandbox data.' : 'Owners of the organisation invite and remove members.'}
    >
      <TppMessages messages={errors} title="Not changed" />
      <ul className="divide-y divide-navy-100 text-sm" data-testid="members">
        {data.members.map((m) => (
          <li key={m.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              {m.name} <span className="text-navy-500">{m.email}</span>{' '}
              <span className="rounded-full bg-navy-50 px-2 py-0.5 text-xs font-semibold text-navy-700">{m.role}</span>
            </span>
            <span className="flex gap-2">
              {owner && m.userId !== userId && (
                <Button variant="secondary" onClick={() => changeRole.mutate({ userId: m.userId, role: m.role === 'owner' ? 'member' : 'owner' })}>
                  {m.role === 'owner' ? 'Make member' : 'Make owner'}
                </Button>
              )}
              {(owner || m.userId === userId) && (
                <Button
                  variant="danger"
                  onClick={() =>
                    remove.mutate(m.userId, {
                      onSuccess: () => {
                        if (m.userId === userId) router.refresh();
                      },
                    })
                  }
                >
                  {m.userId === userId ? 'Leave organisation' : `Remove ${m.name}`}
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
      {owner && (
        <div className="mt-6 space-y-3">
          <h3 className="text-sm font-semibold text-navy-900">Invite a colleague</h3>
          <form
            className="flex flex-wrap items-end gap-2"
            aria-label="Invite a colleague"
            onSubmit={(e) => {
              e.preventDefault();
              invite.mutate(email);
            }}
          >
            <div className="min-w-64 flex-1"><TextField label="Colleague's e-mail" type="email" value={email} onChange={(e) => setEmail(e.target.value)} /></div>
            <Button type="submit" busy={invite.isPending} disabled={!email.trim()}>Create invitation</Button>
          </form>
          <TppMessages messages={messagesOf(invite.error)} title="No invitation" />
          {invite.data && (
            <div className="space-y-2" data-testid="invitation">
              <Alert tone="success" title={`Invitation for ${invite.data.email}`}>
                Pass this link on yourself (no e-mail is sent). It works once, for that address, until {new Date(invite.data.expiresAt).toUTCString()}; it is not shown again.
              </Alert>
              <CopyBlock label="Invitation link" text={invite.data.link} testId="invitation-link" />
            </div>
          )}
          {data.invitations.length > 0 && (
            <ul className="divide-y divide-navy-100 text-sm" aria-label="Open invitations">
              {data.invitations.map((i) => (
                <li key={i.id} className="flex items-center justify-between gap-2 py-2">
                  <span>{i.email} <span className="text-navy-500">until {i.expiresAt.slice(0, 10)}</span></span>
                  <Button variant="secondary" onClick={() => withdraw.mutate(i.id)}>Withdraw</Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Card>
  );
}
