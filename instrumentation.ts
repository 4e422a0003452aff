// Server start-up: migrate the database and initialise the sandbox when it is empty.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getDb } = await import('./lib/db/client.ts');
  const { getConfig } = await import('./lib/config.ts');
  const db = await getDb();
  if (getConfig().mode === 'sandbox') {
    const { ensureSandboxInitialised } = await import('./lib/sandbox/initialize-sandbox.ts');
    await ensureSandboxInitialised({ db });
    const { getTrustAnchors } = await import('./lib/http/steps/trust-anchors.ts');
    await getTrustAnchors();
    const { startBatchScheduler } = await import('./lib/payments/batch-scheduler.ts');
    startBatchScheduler();
  }
}
