import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ApiError } from '../http/errors';
import { describeRoute } from '../http/route-schema';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', {
    schema: describeRoute({
      tags: ['health'],
      summary: 'The process is up',
      response: { 200: { json: v.strictObject({ status: v.literal('ok') }), description: 'Up' } },
    }),
  }, async () => ({ status: 'ok' }));

  app.get('/readyz', {
    schema: describeRoute({
      tags: ['health'],
      summary: 'The database answers',
      response: {
        200: { json: v.strictObject({ status: v.literal('ready'), database: v.picklist(['pglite', 'postgres']) }), description: 'Ready' },
      },
    }),
  }, async (request) => {
    try {
      await app.database.ping();
    } catch (error) {
      request.log.error({ err: error }, 'database not reachable');
      throw new ApiError('SERVICE_UNAVAILABLE');
    }
    return { status: 'ready', database: app.database.kind };
  });

  if (app.config.runtimeMetrics) {
    // For benchmarks (RUNTIME_METRICS=true): what the process itself knows of its load. Each read starts a new period.
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    app.get('/healthz/runtime', { schema: { hide: true } }, async () => {
      const memory = process.memoryUsage();
      // The histogram counts the timer's own 10 ms resolution in every delay.
      const longestStallMs = Math.max(0, delay.max / 1e6 - 10);
      delay.reset();
      return {
        rss_mb: memory.rss / 2 ** 20,
        heap_used_mb: memory.heapUsed / 2 ** 20,
        heap_total_mb: memory.heapTotal / 2 ** 20,
        // Typed arrays live here: the search segments, off the V8 heap.
        array_buffers_mb: memory.arrayBuffers / 2 ** 20,
        longest_event_loop_stall_ms: longestStallMs,
        tenant_transactions: app.database.counts.tenantTransactions,
        search: app.vacancySearch.indexes.stats(),
        pool: { warmed: app.volunteerPool.warmed },
      };
    });
    app.addHook('onClose', async () => delay.disable());
  }
}
