import { and, between, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/http/request-context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { centerIdOf, organizationRow } from '../../testing/fixtures';
import { dutchDay } from '../../platform/usage-counts/usage-counter';
import { addDays, dailyFiguresJob, readDailyTotals, planReads, readKeyTotals, rebuildRollups, type FigureScope } from './analytics.figures';
import { analyticsDailyFigures, analyticsDayTotals, analyticsMonthlyFigures } from './analytics.tables';

let t: TestApp;
let apeldoorn: string;
let zwolle: string;
beforeAll(async () => {
  t = await createTestApp();
  apeldoorn = await centerIdOf(t, 'public', 'apeldoorn');
  zwolle = await centerIdOf(t, 'public', 'zwolle');
});
afterAll(() => t.close());

const inPublic = <T>(work: (context: RequestContext) => Promise<T>) => t.app.withTenantContext('public', 'test', work);

/** What a period summed straight from the daily rows, as the pages read it before the rollups. */
async function summedFromDays(scope: FigureScope) {
  const daily = analyticsDailyFigures;
  const inScope = and(eq(daily.tenantId, 'public'), eq(daily.volunteerCenterId, scope.volunteerCenterId), between(daily.day, scope.from, scope.to));
  const n = sql<number>`sum(${daily.n})`.mapWith(Number);
  const keys = await t.database.db.select({ metric: daily.metric, key: daily.key, n }).from(daily).where(inScope).groupBy(daily.metric, daily.key);
  const days = await t.database.db
    .select({ day: daily.day, metric: daily.metric, n })
    .from(daily)
    .where(and(inScope, sql`${daily.metric} not like '%\\_by\\_category'`))
    .groupBy(daily.day, daily.metric);
  return { keys, days };
}

const sorted = <T extends { n: unknown }>(rows: T[]) =>
  [...rows].map((row) => ({ ...row, n: Number(row.n) })).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** Every stored rollup of the tenant equals the sum of its daily rows (no day counted twice or missed). */
async function expectRollupsMatchDays() {
  const daily = analyticsDailyFigures;
  const month = sql<string>`to_char(${daily.day}, 'YYYY-MM-01')`;
  const n = sql<number>`sum(${daily.n})`.mapWith(Number);
  const fromDays = await t.database.db
    .select({ center: daily.volunteerCenterId, month: month.as('month'), metric: daily.metric, key: daily.key, n })
    .from(daily)
    .where(eq(daily.tenantId, 'public'))
    .groupBy(daily.volunteerCenterId, month, daily.metric, daily.key);
  const monthly = analyticsMonthlyFigures;
  const rolledUp = await t.database.db
    .select({ center: monthly.volunteerCenterId, month: monthly.month, metric: monthly.metric, key: monthly.key, n: monthly.n })
    .from(monthly)
    .where(eq(monthly.tenantId, 'public'));
  expect(sorted(rolledUp)).toEqual(sorted(fromDays));
  const lines = await t.database.db
    .select({ center: daily.volunteerCenterId, day: daily.day, metric: daily.metric, n })
    .from(daily)
    .where(and(eq(daily.tenantId, 'public'), sql`${daily.metric} not like '%\\_by\\_category'`))
    .groupBy(daily.volunteerCenterId, daily.day, daily.metric);
  const totals = analyticsDayTotals;
  const stored = await t.database.db
    .select({ center: totals.volunteerCenterId, day: totals.day, metric: totals.metric, n: totals.n })
    .from(totals)
    .where(eq(totals.tenantId, 'public'));
  expect(sorted(stored)).toEqual(sorted(lines));
}

describe('planReads', () => {
  const center = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['2024-01-15', '2024-04-10', ['2024-01-01', '2024-02-01', '2024-03-01'], [['2024-04-01', '2024-04-10']], [['2024-01-01', '2024-01-14']]],
    ['2024-02-01', '2024-03-31', ['2024-02-01', '2024-03-01'], [], []],
    ['2024-01-31', '2024-02-29', ['2024-02-01'], [['2024-01-31', '2024-01-31']], []],
    ['2024-02-05', '2024-02-20', ['2024-02-01'], [], [['2024-02-01', '2024-02-04'], ['2024-02-21', '2024-02-29']]],
    ['2024-02-10', '2024-02-15', [], [['2024-02-10', '2024-02-15']], []],
    ['2023-12-31', '2024-01-01', [], [['2023-12-31', '2024-01-01']], []],
    // The last 30 days up to yesterday: the current month from the rollup, less its days not yet stored.
    ['2026-10-30', '2026-11-28', ['2026-11-01'], [['2026-10-30', '2026-10-31']], [['2026-11-29', '2026-11-30']]],
  ])('reads %s – %s as whole months, added and subtracted days', (from, to, months, add, subtract) => {
    const plan = planReads({ volunteerCenterId: center, from, to });
    expect(plan.months).toEqual(months);
    expect(plan.add.map((part) => [part.from, part.to])).toEqual(add);
    expect(plan.subtract.map((part) => [part.from, part.to])).toEqual(subtract);
  });
});

describe('the monthly rollups and day totals', () => {
  // Figures of 2024 in Apeldoorn, before any day the job computes (it goes a year back).
  const first = '2024-01-10';
  const last = '2024-05-20';
  const keys = ['organisatie-a', 'organisatie-b', ''];

  beforeAll(async () => {
    const rows = [];
    for (let day = first, i = 0; day <= last; day = addDays(day, 1), i += 1) {
      for (const metric of ['applications', 'views', 'accepted', 'views_by_category', 'new_volunteers']) {
        for (const [k, key] of keys.entries()) {
          if ((i + k) % 4 === 0) continue; // Not every key every day, as real figures.
          rows.push({ tenantId: 'public', volunteerCenterId: apeldoorn, day, metric, key, n: 1 + ((i * 7 + k * 3 + metric.length) % 11) });
        }
      }
    }
    await t.database.db.insert(analyticsDailyFigures).values(rows);
    // The job rebuilds the rollups of the days it computed, here in two overlapping runs cutting months.
    await inPublic(({ tx }) => rebuildRollups(tx, 'public', first, '2024-02-15'));
    await inPublic(({ tx }) => rebuildRollups(tx, 'public', '2024-02-10', last));
  });

  it.each([
    ['2024-01-15', '2024-04-10'],
    ['2024-01-01', '2024-05-31'],
    ['2024-02-01', '2024-03-31'],
    ['2024-01-31', '2024-02-29'],
    ['2024-02-05', '2024-02-20'],
    ['2024-03-01', '2024-05-20'],
    ['2024-01-20', '2024-02-10'],
    ['2024-02-10', '2024-02-15'],
  ])('sum %s – %s exactly as the daily rows do', async (from, to) => {
    const scope = { volunteerCenterId: apeldoorn, from, to };
    const expected = await summedFromDays(scope);
    expect(expected.keys.length).toBeGreaterThan(0);
    expect(sorted(await inPublic((context) => readKeyTotals(context, scope)))).toEqual(sorted(expected.keys));
    expect(sorted(await inPublic((context) => readDailyTotals(context, scope)))).toEqual(sorted(expected.days));
  });

  it('are rebuilt from the days again when a day is recomputed, without counting twice', async () => {
    const daily = analyticsDailyFigures;
    const day = and(eq(daily.tenantId, 'public'), eq(daily.volunteerCenterId, apeldoorn), eq(daily.day, '2024-03-15'), eq(daily.metric, 'applications'), eq(daily.key, 'organisatie-b'));
    const scope = { volunteerCenterId: apeldoorn, from: '2024-01-15', to: '2024-04-10' };
    const before = await inPublic((context) => readKeyTotals(context, scope));
    // As the job does: it replaces the day's figures, then rebuilds the rollups of the days it computed, twice.
    const [row] = await t.database.db.select().from(daily).where(day);
    await t.database.db.update(daily).set({ n: row!.n + 5 }).where(day);
    for (let run = 0; run < 2; run += 1) await inPublic(({ tx }) => rebuildRollups(tx, 'public', '2024-03-08', '2024-03-15'));
    await expectRollupsMatchDays();
    const after = await inPublic((context) => readKeyTotals(context, scope));
    const of = (rows: typeof after) => rows.find((r) => r.metric === 'applications' && r.key === 'organisatie-b')!.n;
    expect(of(after) - of(before)).toBe(5);
    expect(after.filter((r) => !(r.metric === 'applications' && r.key === 'organisatie-b'))).toEqual(
      before.filter((r) => !(r.metric === 'applications' && r.key === 'organisatie-b')),
    );
  });

  it('stay right when the job recomputes its days, also across a month boundary', async () => {
    const now = new Date();
    const today = dutchDay(now);
    await dailyFiguresJob(t.database, t.app.withTenantContext, now);
    await expectRollupsMatchDays();
    // A view today, then the clock moves on: today is recomputed as a closed day, in every later run.
    const foodBank = await organizationRow(t, 'public', 'Voedselbank Zwolle');
    const { data } = (await t.request({ url: `/api/v1/vacancies/search?filter[organization_id]=${foodBank.id}` })).json();
    const view = () => t.request({ method: 'POST', url: `/api/v1/vacancies/${data[0].id}/views` });
    expect((await view()).statusCode).toBe(204);
    await t.app.usageCounter.flush();
    const later = new Date(now.getTime() + 3 * 86_400_000);
    const monthViews = async () => {
      const scope = { volunteerCenterId: zwolle, from: `${today.slice(0, 7)}-01`, to: addDays(dutchDay(later), -1) };
      const rows = await inPublic((context) => readKeyTotals(context, scope));
      return rows.filter((r) => r.metric === 'views').reduce((a, r) => a + r.n, 0);
    };
    await dailyFiguresJob(t.database, t.app.withTenantContext, later);
    await expectRollupsMatchDays();
    const once = await monthViews();
    await dailyFiguresJob(t.database, t.app.withTenantContext, later);
    expect(await monthViews()).toBe(once);
    // Another view counted on the same (now closed, recomputed) day adds exactly one.
    expect((await view()).statusCode).toBe(204);
    await t.app.usageCounter.flush();
    await dailyFiguresJob(t.database, t.app.withTenantContext, later);
    await expectRollupsMatchDays();
    expect(await monthViews()).toBe(once + 1);
  });
});
