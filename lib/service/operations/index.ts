// The unsigned service operations (the OpenAPI document's own declaration is made by the registry).
import type { Operation } from '../../http/operation.ts';
import { checkHealthOperation } from './check-health.ts';
import { checkReadinessOperation } from './check-readiness.ts';
import { scrapeMetricsOperation } from './scrape-metrics.ts';

export const serviceOperations: readonly Operation[] = [checkHealthOperation, checkReadinessOperation, scrapeMetricsOperation];
