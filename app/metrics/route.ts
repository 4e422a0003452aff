import { withPlain } from '@/lib/http/with-plain.ts';
import { scrapeMetricsOperation } from '@/lib/service/operations/scrape-metrics.ts';

export const dynamic = 'force-dynamic';

// GET /metrics — Prometheus metrics (bearer token)
export const GET = withPlain(scrapeMetricsOperation);
