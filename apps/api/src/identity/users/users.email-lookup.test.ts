import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { planOf } from '../../testing/query-plan';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { users } from './users.tables';
import { mailableUsers } from './users.views';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Row security lets the planner use an index only for leakproof comparisons; `lower(email) = …`
// is not one, so a lookup through lower() scanned every user on every signed-in request.
describe('finding users by e-mail address under row security', () => {
  it('looks up the signed-in user through the e-mail index', async () => {
    const plan = await planOf(
      t,
      t.database.db
        .select()
        .from(users)
        .where(and(eq(users.tenantId, 'public'), eq(users.emailKey, 'centrum@public.example'), isNull(users.deletedAt))),
    );
    expect(plan).toMatch(/Index Cond: .*email_key = 'centrum@public.example'/);
  });

  it('finds the mailable users of a list of addresses through the same index', async () => {
    const plan = await planOf(
      t,
      t.database.db
        .select({ id: mailableUsers.id })
        .from(mailableUsers)
        .where(and(eq(mailableUsers.tenantId, 'public'), inArray(mailableUsers.emailKey, ['centrum@public.example']))),
    );
    // One address: with more, the planner may rightly prefer the tenant's part of the index on a table this small.
    expect(plan).toMatch(/Index Cond: .*email_key = /);
  });

  it('compares addresses without regard to case', async () => {
    const { rows } = (await t.database.db.execute(
      sql`select email_key from users where tenant_id = 'public' and email = 'centrum@public.example'`,
    )) as { rows: unknown[] };
    const [row] = rows;
    expect(row).toEqual({ email_key: 'centrum@public.example' });
    const signedIn = await t.signIn('CENTRUM@Public.Example');
    expect(signedIn.uid).toBe('centrum@public.example');
  });
});
