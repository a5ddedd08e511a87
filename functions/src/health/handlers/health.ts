import { config } from '../../platform/config';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';

/**
 * Liveness: the API's middy stack answers, touching nothing else (no database, no queue). Monitors and
 * the CDN's health checks call it; the benchmarks use it as the no-op baseline of the same stack.
 */
export const handler = defineRoute({ name: 'GET /api/health', access: 'public' }, async () =>
  ok({ status: 'ok', version: config.releaseVersion }, { headers: { 'Cache-Control': 'no-store' } }),
);
