import { createTestApp } from '../../testing/test-app';

describe('GET /healthz/runtime', () => {
  it('tells memory, stalls and the search index only where RUNTIME_METRICS is on', async () => {
    const off = await createTestApp();
    try {
      expect((await off.request({ url: '/healthz/runtime' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }

    const t = await createTestApp({ runtimeMetrics: true });
    try {
      let state = (await t.request({ url: '/healthz/runtime' })).json();
      // Both indexes are built off the request path at start, each in tenant transactions of its own.
      for (let tries = 0; !(state.search.warmed && state.pool.warmed) && tries < 100; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        state = (await t.request({ url: '/healthz/runtime' })).json();
      }
      expect(state.rss_mb).toBeGreaterThan(20);
      expect(state.heap_used_mb).toBeGreaterThan(1);
      expect(state.longest_event_loop_stall_ms).toBeGreaterThanOrEqual(0);
      // Every tenant's index is built, holding the demo vacancies.
      expect(state.search).toMatchObject({ tenants: 5, warmed: true });
      expect(state.pool).toEqual({ warmed: true });
      expect(state.search.vacancies).toBeGreaterThan(50);
      // Tenant transactions are counted, so a benchmark can tell how many a request takes.
      const before = state.tenant_transactions;
      expect((await t.request({ url: '/api/v1/age_groups' })).statusCode).toBe(200);
      const after = (await t.request({ url: '/healthz/runtime' })).json().tenant_transactions;
      expect(after - before).toBe(1);
    } finally {
      await t.close();
    }
  });
});
