// Server start-up (each worker of scripts/server.mjs runs it before it listens): validate the configuration and
// migrate the database (the cluster primary already did; this finds nothing to do). Sandbox worlds are created per
// TPP on first use (lib/worlds/open-world.ts), not here. The database client and the batch scheduler register their
// shutdown hooks themselves (lib/server/lifecycle.ts).
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
  await getDb();
  if (config.mode === 'sandbox') {
    const { getTrustAnchors } = await import('./lib/http/steps/trust-anchors.ts');
    await getTrustAnchors();
    const { startBatchScheduler } = await import('./lib/payments/batch-scheduler.ts');
    startBatchScheduler();
  }
}
