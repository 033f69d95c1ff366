import { centerIdOf, organizationRow, publishVacancy } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { lookups, volunteerInPool } from '../../testing/volunteer-pool';
import { localDay, sendDueDigests } from '../digests/digests.service';

// The periodic mail of a volunteer with a profile selects by the match (issue 28), and keeps its "nothing new" rule.

const DAY_MS = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function nextMondayMorning(): Date {
  for (let ahead = 1; ahead <= 8; ahead += 1) {
    const candidate = new Date(Date.now() + ahead * DAY_MS);
    candidate.setUTCHours(8, 0, 0, 0);
    if (candidate.getTime() > Date.now() && localDay(candidate).weekday === 1) return candidate;
  }
  throw new Error('no Monday within a week');
}

it('lists only the new vacancies that match the profile, best first, and nothing when nothing is new', async () => {
  const zwolleId = await centerIdOf(t, 'public', 'zwolle');
  const { categories } = await lookups(t);
  const volunteer = await volunteerInPool(t, zwolleId, {
    in_pool: false,
    category_ids: [categories.Natuur],
    skills: ['Snoeien'],
    place: 'Zwolle',
    travel_distance_km: 10,
  });
  const set = await t.request({
    method: 'PATCH',
    url: '/api/v1/current_user',
    credentials: volunteer.credentials,
    body: { data: { type: 'users', attributes: { digest_days: [1] } } },
  });
  expect(set.statusCode).toBe(200);
  const manager = await t.signIn('organisatie@public.example');
  const organizationId = (await organizationRow(t, 'public', 'Voedselbank Zwolle')).id;
  await publishVacancy(t, manager, {
    organization_id: organizationId,
    title: 'Wilgenknotter',
    description: '<p>Snoeien langs de IJssel.</p>',
    category_ids: [categories.Natuur],
  });
  await publishVacancy(t, manager, {
    organization_id: organizationId,
    title: 'Natuurgids',
    category_ids: [categories.Natuur],
  });
  await publishVacancy(t, manager, {
    organization_id: organizationId,
    title: 'Kassamedewerker',
    category_ids: [categories.Administratie],
    place: 'Roermond',
  });

  const monday = nextMondayMorning();
  await sendDueDigests(['public'], t.app.withTenantContext, monday);
  const mails = (await t.mails()).filter((mail) => mail.to.includes(volunteer.email));
  expect(mails).toHaveLength(1);
  const { text } = mails[0]!;
  expect(text).toContain('Wilgenknotter');
  expect(text).toContain('Natuurgids');
  expect(text.indexOf('Wilgenknotter')).toBeLessThan(text.indexOf('Natuurgids'));
  expect(text).not.toContain('Kassamedewerker');

  // A week on with nothing new: no mail.
  const next = await sendDueDigests(
    ['public'],
    t.app.withTenantContext,
    new Date(monday.getTime() + 7 * DAY_MS),
  );
  expect(next.sent).toBe(0);
  expect((await t.mails()).filter((mail) => mail.to.includes(volunteer.email))).toHaveLength(1);
});
