// The hosted SCA page: the PSU authenticates, chooses a context, sees what is consented, approves or cancels.
import { notFound } from 'next/navigation';
import { getDb } from '@/lib/db/client.ts';
import { getScaView } from '@/lib/hosted-sca/get-sca-view.ts';
import { IdentifyForm, DecideForm } from './sca-forms.tsx';

export const dynamic = 'force-dynamic';
// The title is rendered with the page (below), not as metadata: Next.js re-mounts metadata on every refresh of the
// tree (the server action's redirect after Continue), and between removing the old <title> and adding the new one the
// document had none (14 of 15 runs of a probe; once still none after the network went idle, which a CI run's axe
// check caught). React keeps the page's own <title> in place. `null` keeps the root layout's portal title away.
export const metadata = { title: null };

export default async function ScaPage({ params }: { params: Promise<{ flowId: string }> }) {
  const { flowId } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(flowId)) notFound();
  const view = await getScaView({ db: await getDb(), flowId });
  if (!view) notFound();
  return (
    <>
      <title>Confirm with your bank</title>
      <main className="flex min-h-screen items-start justify-center bg-slate-100 px-4 py-10">
        <div className="w-full max-w-lg rounded-2xl bg-white p-6 shadow-md ring-1 ring-slate-200 sm:p-8">
          <p className="text-sm font-semibold uppercase tracking-wide text-teal-700">Sandbox Bank · Secure authentication</p>
          <h1 className="mt-2 text-2xl font-semibold text-slate-900">{view.tppName} asks to {view.asks}</h1>
          {view.state === 'ended' && <p className="mt-6 rounded-md bg-slate-100 p-4 text-slate-700" role="status">This authentication has ended. You can close this window.</p>}
          {view.state === 'expired' && <p className="mt-6 rounded-md bg-amber-50 p-4 text-amber-900" role="status">This authentication has expired. Return to {view.tppName} and start again.</p>}
          {view.state === 'identify' && <IdentifyForm flowId={view.flowId} methodPreferred={view.methodPreferred} identityHint={view.identityHint} attemptsUsed={view.failedAttempts} />}
          {view.state === 'approve' && <DecideForm view={view} />}
        </div>
      </main>
    </>
  );
}
