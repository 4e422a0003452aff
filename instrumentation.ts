// Server start-up: validate the configuration, migrate the database and initialise the sandbox when it is empty.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getConfig, ConfigError } = await import('./lib/config.ts');
  let config;
  try {
    config = getConfig();
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    // A clear start-up error instead of a stack trace, and no server half up.
    console.error(e.message);
    process.exit(1);
  }
  const { getDb } = await import('./lib/db/client.ts');
  const db = await getDb();
  if (config.mode === 'sandbox') {
    const { ensureSandboxInitialised } = await import('./lib/sandbox/initialize-sandbox.ts');
    await ensureSandboxInitialised({ db });
    const { getTrustAnchors } = await import('./lib/http/steps/trust-anchors.ts');
    await getTrustAnchors();
    const { startBatchScheduler } = await import('./lib/payments/batch-scheduler.ts');
    startBatchScheduler();
  }
}
