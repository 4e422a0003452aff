// GET /metrics: the Prometheus text of this instance (issue 14). In a cluster worker it asks the primary, which
// aggregates all workers (scripts/server-primary.mjs); in a single process it reads its own registry.
import 'server-only';
import cluster from 'node:cluster';
import client from 'prom-client';
import './registry.ts';

const TIMEOUT_MS = 5_000;
const KEY = Symbol.for('openbank.metrics.worker');

/** The metrics text and its content type. */
export async function scrapeMetrics(): Promise<{ text: string; contentType: string }> {
  const contentType = client.register.contentType;
  if (!cluster.isWorker || !process.send) return { text: await client.register.metrics(), contentType };
  const g = globalThis as Record<symbol, unknown>;
  // Constructing an AggregatorRegistry in a worker installs prom-client's answer to the primary's requests.
  g[KEY] ??= new client.AggregatorRegistry();
  const id = `${process.pid}-${Date.now()}-${Math.random()}`;
  const text = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('the cluster primary did not answer the metrics request'));
    }, TIMEOUT_MS);
    function onMessage(message: unknown) {
      const m = message as { type?: string; id?: string; text?: string; error?: string };
      if (m?.type !== 'openbank:metrics-response' || m.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (m.error !== undefined) reject(new Error(m.error));
      else resolve(m.text ?? '');
    }
    process.on('message', onMessage);
    process.send!({ type: 'openbank:metrics-request', id });
  });
  return { text, contentType };
}
