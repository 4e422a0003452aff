// GET /metrics — Prometheus metrics of the instance (issue 14): all workers summed (lib/metrics/scrape.ts). Not public:
// 404 unless METRICS_TOKEN is configured, 401 without `Authorization: Bearer <METRICS_TOKEN>`.
import { timingSafeEqual, createHash } from 'node:crypto';
import { z } from 'zod';
import { getConfig } from '../../config.ts';
import { definePlainOperation } from '../../http/operation.ts';
import { TAG } from '../../http/tags.ts';
import { scrapeMetrics } from '../../metrics/scrape.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** True when the Authorization header carries the token (compared in constant time). */
function authorised(header: string | null, token: string): boolean {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return m !== null && timingSafeEqual(digest(m[1]!), digest(token));
}

export const scrapeMetricsOperation = definePlainOperation({
  method: 'GET',
  path: '/metrics',
  tag: TAG.service,
  internal: true,
  summary: 'Prometheus metrics',
  description: 'Bearer token (METRICS_TOKEN). Requests, latency, signature rejections, SCA flows, batch runs, database pool; summed over the workers of the instance.',
  responses: {
    200: { description: 'Prometheus text format.', schema: z.string() },
    401: { description: 'Missing or wrong bearer token.' },
    404: { description: 'No METRICS_TOKEN configured.' },
  },
  handler: async (request) => {
    const token = getConfig().metricsToken;
    if (!token) return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain' } });
    if (!authorised(request.headers.get('authorization'), token)) {
      return new Response('Unauthorized\n', { status: 401, headers: { 'Content-Type': 'text/plain', 'WWW-Authenticate': 'Bearer realm="metrics"' } });
    }
    const { text, contentType } = await scrapeMetrics();
    return new Response(text, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });
  },
});
