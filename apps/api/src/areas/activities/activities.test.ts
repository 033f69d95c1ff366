import { and, eq } from 'drizzle-orm';
import { rrulestr } from 'rrule';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { addCenter, centerIdOf, organizationRow } from '../../testing/fixtures';
import { vacancies } from '../vacancies/vacancies.tables';
import { vacancyCategories } from '../vacancies/vacancies.tables';
import { volunteerCenters } from '../../identity/tenancy/tenancy.tables';
import { dutchLocalDateTime, startOfDutchDay, toWallClock } from '../vacancies/activity-schedule';

type Resource = { type: string; id: string; attributes: Record<string, unknown>; meta?: { occurrences: { starts_at: string; ends_at: string | null }[] } };

let testApp: TestApp;
let organisatie: Credentials;
let zwolleId: string;
let sportId: string;
let sportCategoryId: string;
const ids: Record<'once' | 'multiDay' | 'weekly' | 'expiredRule' | 'draft' | 'volunteering' | 'apeldoorn', string> = {} as never;

const DAY = 86_400_000;
/** A future Dutch day (yyyy-mm-dd) `days` from now, so the fixtures are always ahead of the clock. */
const dayFromNow = (days: number) => toWallClock(new Date(Date.now() + days * DAY)).toISOString().slice(0, 10);
/** An instant on a future Dutch day at a Dutch clock time. */
const dutchTime = (days: number, time: string) => {
  const day = dayFromNow(days);
  const start = startOfDutchDay(day);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(start.getTime() + (hours! * 60 + minutes!) * 60_000);
};

type ActivityValues = Partial<typeof vacancies.$inferInsert>;

async function insertActivity(values: ActivityValues & { organizationId: string; volunteerCenterId: string; tenantId: string }): Promise<string> {
  const [row] = await testApp.database.db
    .insert(vacancies)
    .values({
      title: 'Activiteit',
      description: '<p>Samen <strong>aanpakken</strong> &amp; genieten.</p><p>Tweede alinea.</p>',
      contactPerson: 'Mirjam Smit',
      contactEmail: 'activiteiten@example.org',
      status: 'published',
      vacancyType: 'activity',
      publishedAt: new Date(),
      expiresAt: new Date(Date.now() + 200 * DAY),
      place: 'Zwolle',
      ...values,
    })
    .returning({ id: vacancies.id });
  return row!.id;
}

const activities = (query: string, options: { host?: string; credentials?: Credentials } = {}) =>
  testApp.request({ url: `/api/v1/activities${query}`, ...options });

/** The VEVENTs of an iCalendar text as property maps, after unfolding the folded lines (RFC 5545 §3.1). */
function parseCalendar(text: string) {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: Map<string, { params: string; value: string }[]>[] = [];
  const calendar = new Map<string, string>();
  let current: Map<string, { params: string; value: string }[]> | null = null;
  let depth = 0;
  for (const line of lines) {
    const colon = line.indexOf(':');
    const head = line.slice(0, colon);
    const value = line.slice(colon + 1);
    const [name = '', ...params] = head.split(';');
    if (name === 'BEGIN') {
      depth += 1;
      if (value === 'VEVENT') current = new Map();
      continue;
    }
    if (name === 'END') {
      depth -= 1;
      if (value === 'VEVENT' && current) events.push(current);
      if (value === 'VEVENT') current = null;
      continue;
    }
    if (current) current.set(name, [...(current.get(name) ?? []), { params: params.join(';'), value }]);
    else if (depth === 1) calendar.set(name, value);
  }
  return { lines, calendar, events, event: (uid: string) => events.find((e) => e.get('UID')?.[0]?.value === uid) };
}

beforeAll(async () => {
  testApp = await createTestApp();
  zwolleId = await centerIdOf(testApp, 'public', 'zwolle');
  const voedselbank = await organizationRow(testApp, 'public', 'Voedselbank Zwolle');
  sportId = (await organizationRow(testApp, 'public', 'Sportvereniging Vooruit Zwolle')).id;
  const [sport] = await testApp.database.db
    .select()
    .from(vacancyCategories)
    .where(and(eq(vacancyCategories.tenantId, 'public'), eq(vacancyCategories.name, 'Sport')));
  sportCategoryId = sport!.id;
  const base = { tenantId: 'public', volunteerCenterId: zwolleId, organizationId: voedselbank.id };
  ids.once = await insertActivity({ ...base, title: 'Eenmalige klus', frequency: 'once', startsAt: dutchTime(10, '09:00'), endsAt: dutchTime(10, '15:00') });
  ids.multiDay = await insertActivity({
    ...base,
    organizationId: sportId,
    categoryIds: [sportCategoryId],
    title: 'Toernooiweekend',
    frequency: 'multi_day',
    startsAt: dutchTime(20, '08:00'),
    endsAt: dutchTime(22, '18:00'),
  });
  ids.weekly = await insertActivity({
    ...base,
    title: 'Klaverjasavond',
    frequency: 'regularly',
    recurrenceRule: 'FREQ=WEEKLY',
    startsAt: dutchTime(3, '19:30'),
    endsAt: dutchTime(3, '22:00'),
  });
  ids.expiredRule = await insertActivity({
    ...base,
    title: 'Stopt binnenkort',
    frequency: 'regularly',
    recurrenceRule: 'FREQ=DAILY',
    startsAt: dutchTime(1, '10:00'),
    endsAt: dutchTime(1, '11:00'),
    expiresAt: dutchTime(4, '00:00'),
  });
  ids.draft = await insertActivity({ ...base, title: 'Nog geheim', status: 'draft', frequency: 'once', startsAt: dutchTime(5, '10:00') });
  ids.volunteering = await insertActivity({ ...base, title: 'Geen activiteit', vacancyType: 'volunteering', startsAt: dutchTime(5, '10:00') });
  ids.apeldoorn = await insertActivity({
    ...base,
    volunteerCenterId: await centerIdOf(testApp, 'public', 'apeldoorn'),
    organizationId: (await organizationRow(testApp, 'public', 'Voedselbank Apeldoorn')).id,
    title: 'In Apeldoorn',
    frequency: 'once',
    startsAt: dutchTime(6, '14:00'),
    endsAt: dutchTime(6, '16:00'),
  });
});

// A session token is good for 5 s after its first use (the batch window), so each test signs in afresh.
beforeEach(async () => {
  organisatie = await testApp.signIn('organisatie@public.example');
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /activities', () => {
  it("lists the site's published activities of the coming month with their occurrences", async () => {
    const response = await activities('');
    expect(response.statusCode).toBe(200);
    const data: Resource[] = response.json().data;
    const found = new Map(data.map((activity) => [activity.id, activity]));
    expect(found.has(ids.once)).toBe(true);
    expect(found.has(ids.multiDay)).toBe(true);
    expect(found.has(ids.weekly)).toBe(true);
    expect(found.has(ids.draft)).toBe(false);
    expect(found.has(ids.volunteering)).toBe(false);
    expect(data.every((activity) => activity.type === 'vacancies' && activity.attributes.vacancy_type === 'activity')).toBe(true);
    expect(data.every((activity) => activity.attributes.status === 'published')).toBe(true);
    // The demo seed's regularly held activities are there too.
    expect(data.map((a) => a.attributes.title)).toContain('Sorteren en inpakken op zaterdagochtend');

    expect(found.get(ids.once)?.meta?.occurrences).toEqual([
      { starts_at: dutchTime(10, '09:00').toISOString(), ends_at: dutchTime(10, '15:00').toISOString() },
    ]);
    const weekly = found.get(ids.weekly)!.meta!.occurrences;
    // Weekly from 3 days ahead within today + 31 days: 4 or 5 evenings, always at 19:30 Dutch time.
    expect(weekly.length).toBeGreaterThanOrEqual(4);
    expect(weekly.every((o) => dutchLocalDateTime(new Date(o.starts_at)).endsWith('T19:30:00'))).toBe(true);
    expect(weekly.every((o) => Date.parse(o.ends_at!) - Date.parse(o.starts_at) === 2.5 * 3_600_000)).toBe(true);
    // A daily activity stops at its vacancy's expiry.
    expect(found.get(ids.expiredRule)?.meta?.occurrences).toHaveLength(3);

    // Ordered by first occurrence; contact e-mails are for managers only.
    const firsts = data.map((a) => Date.parse(a.meta!.occurrences[0]!.starts_at));
    expect([...firsts].sort((a, b) => a - b)).toEqual(firsts);
    expect(data.every((a) => a.attributes.contact_email === null)).toBe(true);
    expect(response.json().meta.total).toBe(data.length);
  });

  it('takes a range, and shows a multi-day activity on every day it spans', async () => {
    const from = dayFromNow(21);
    const until = dayFromNow(22);
    const response = await activities(`?filter[from]=${from}&filter[until]=${until}`);
    expect(response.statusCode).toBe(200);
    const data: Resource[] = response.json().data;
    expect(data.map((a) => a.id)).toContain(ids.multiDay);
    expect(data.map((a) => a.id)).not.toContain(ids.once);
    expect(response.json().meta).toMatchObject({ from: startOfDutchDay(from).toISOString(), until: startOfDutchDay(until).toISOString() });
  });

  it('filters by category and organisation and includes the organisations', async () => {
    const byCategory = await activities(`?filter[category_id]=${sportCategoryId}`);
    expect(byCategory.json().data.map((a: Resource) => a.id)).toContain(ids.multiDay);
    expect(byCategory.json().data.map((a: Resource) => a.id)).not.toContain(ids.once);
    const byOrganization = await activities(`?filter[organization_id]=${sportId}&include=organization`);
    expect(byOrganization.json().data.map((a: Resource) => a.id)).toEqual([ids.multiDay]);
    expect(byOrganization.json().included.map((r: Resource) => [r.type, r.id])).toEqual([['organizations', sportId]]);
  });

  it('pages when asked to', async () => {
    const all = (await activities('')).json();
    const page = await activities('?page[size]=2&page[number]=2');
    expect(page.json().data.map((a: Resource) => a.id)).toEqual(all.data.slice(2, 4).map((a: Resource) => a.id));
    expect(page.json().meta).toMatchObject({ total: all.meta.total, page_size: 2 });
  });

  it('shows the contact e-mail to the people who manage the activity', async () => {
    const response = await activities('', { credentials: organisatie });
    const once = response.json().data.find((a: Resource) => a.id === ids.once);
    expect(once.attributes.contact_email).toBe('activiteiten@example.org');
    const other = response.json().data.find((a: Resource) => a.id === ids.multiDay);
    expect(other.attributes.contact_email).toBeNull();
  });

  it.each([
    ['filter[from]=morgen', 'filter[from]'],
    ['filter[from]=2026-13-01', 'filter[from]'],
    ['filter[until]=2026-02-30', 'filter[until]'],
    ['filter[from]=2026-12-10&filter[until]=2026-12-01', 'filter[until]'],
    ['filter[from]=2026-12-10&filter[until]=2026-12-10', 'filter[until]'],
    ['filter[from]=2026-01-01&filter[until]=2027-01-03', 'filter[until]'],
    // Years the database cannot take once the default month is added (were a 500).
    ['filter[from]=9999-12-31', 'filter[from]'],
    ['filter[from]=0000-01-01T00:00:00Z', 'filter[from]'],
    ['filter[category_id]=sport', 'filter[category_id]'],
    ['filter[organization_id]=1,2', 'filter[organization_id]'],
    ['filter[vacancy_type]=activity', 'filter[vacancy_type]'],
    ['include=categories', 'include'],
    ['sort=title', 'sort'],
  ])('answers 400 to %s, naming %s', async (query, parameter) => {
    const response = await activities(`?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].source.parameter).toBe(parameter);
  });

  it('accepts the longest range, a year', async () => {
    expect((await activities('?filter[from]=2026-01-01&filter[until]=2027-01-01')).statusCode).toBe(200);
  });

  it('shows activities of every centre of a tenant that shares its centres', async () => {
    const zwolle = await activities('');
    expect(zwolle.json().data.map((a: Resource) => a.id)).toContain(ids.apeldoorn);
  });

  it("keeps to the site's centre where the tenant does not share", async () => {
    const roermondOrganization = await organizationRow(testApp, 'roermond', 'Voedselbank Roermond');
    const venloId = await addCenter(testApp, 'roermond', 'venlo', 'Vrijwilligerscentrale Venlo');
    const inVenlo = await insertActivity({
      tenantId: 'roermond',
      volunteerCenterId: venloId,
      organizationId: roermondOrganization.id,
      title: 'In Venlo',
      frequency: 'once',
      startsAt: dutchTime(7, '10:00'),
    });
    const inRoermond = await insertActivity({
      tenantId: 'roermond',
      volunteerCenterId: roermondOrganization.volunteerCenterId,
      organizationId: roermondOrganization.id,
      title: 'In Roermond',
      frequency: 'once',
      startsAt: dutchTime(7, '10:00'),
    });
    const roermond = (await activities('', { host: 'roermond.localhost' })).json().data.map((a: Resource) => a.id);
    expect(roermond).toContain(inRoermond);
    expect(roermond).not.toContain(inVenlo);
    expect(roermond).not.toContain(ids.once);
    const withHeader = await testApp.request({ url: '/api/v1/activities', host: 'roermond.localhost', headers: { 'volunteer-center-id': venloId } });
    expect(withHeader.json().data.map((a: Resource) => a.id)).toEqual([inVenlo]);
  });

  it('answers 404 with a clear message where the tenant has no activity calendar', async () => {
    for (const host of ['oldebroek.localhost', 'meedoen.localhost']) {
      const response = await activities('', { host });
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0].detail).toBe('De activiteitenkalender is op deze website niet beschikbaar.');
    }
    const feed = await testApp.request({ url: '/api/v1/activities.ics', host: 'oldebroek.localhost', headers: { 'accept-language': 'en' } });
    expect(feed.statusCode).toBe(404);
    expect(feed.json().errors[0].detail).toBe('The activity calendar is not available on this site.');
  });
});

describe('security of the calendar and its feed', () => {
  const ours = () => [ids.once, ids.multiDay, ids.weekly, ids.apeldoorn];

  it('shows managers the same published activities as anyone: their own draft stays out (wrong role)', async () => {
    const admin = await testApp.signIn('admin@public.example');
    for (const credentials of [organisatie, admin]) {
      const listed = (await activities('', { credentials })).json().data.map((a: Resource) => a.id);
      expect(listed).toEqual(expect.arrayContaining(ours()));
      expect(listed).not.toContain(ids.draft);
      const feed = await testApp.request({ url: '/api/v1/activities.ics', credentials });
      expect(parseCalendar(feed.body).events.map((e) => e.get('UID')![0]!.value)).not.toContain(ids.draft);
    }
  });

  it("never shows another tenant's activities, whatever the host, headers or session say (wrong tenant)", async () => {
    const demoAdmin = await testApp.signIn('admin@demo.example', { host: 'demo.localhost' });
    const onDemo = (await activities('', { host: 'demo.localhost', credentials: demoAdmin })).json().data.map((a: Resource) => a.id);
    expect(onDemo.length).toBeGreaterThan(0);
    for (const id of ours()) expect(onDemo).not.toContain(id);
    // A centre of the public tenant named on the demo host is refused, not served.
    const foreign = await testApp.request({ url: '/api/v1/activities', host: 'demo.localhost', headers: { 'volunteer-center-id': zwolleId } });
    expect(foreign.statusCode).toBe(400);
    const feed = parseCalendar((await testApp.request({ url: '/api/v1/activities.ics?tenant=demo' })).body);
    for (const id of ours()) expect(feed.events.map((e) => e.get('UID')![0]!.value)).not.toContain(id);
  });
});

describe('GET /activities.ics', () => {
  it('is an iCalendar feed of the same activities that calendar programs can read', async () => {
    const response = await testApp.request({ url: '/api/v1/activities.ics', headers: { accept: 'text/calendar' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = response.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    // Folded to at most 75 octets a line, as RFC 5545 asks.
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const { calendar, events, event } = parseCalendar(text);
    expect(calendar.get('X-WR-CALNAME')).toBe('Activiteiten van Vrijwilligerscentrale Zwolle');
    expect(calendar.get('X-WR-TIMEZONE')).toBe('Europe/Amsterdam');
    expect(calendar.get('PRODID')).toContain('Vrijwilligersplatform');
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Amsterdam');

    const uids = events.map((e) => e.get('UID')![0]!.value);
    expect(new Set(uids).size).toBe(uids.length);
    expect(uids).toEqual(expect.arrayContaining([ids.once, ids.multiDay, ids.weekly, ids.apeldoorn]));
    expect(uids).not.toContain(ids.draft);
    expect(uids).not.toContain(ids.volunteering);

    const once = event(ids.once)!;
    expect(once.get('SUMMARY')![0]!.value).toBe('Eenmalige klus');
    expect(once.get('DTSTART')![0]).toEqual({ params: '', value: dutchTime(10, '09:00').toISOString().replace(/[-:]|\.\d{3}/g, '') });
    expect(once.get('DTEND')![0]!.value).toBe(dutchTime(10, '15:00').toISOString().replace(/[-:]|\.\d{3}/g, ''));
    expect(once.get('DTSTAMP')![0]!.value).toMatch(/^\d{8}T\d{6}Z$/);
    expect(once.get('URL')![0]!.value).toBe(`http://localhost:3000/vacancies/${ids.once}`);
    expect(once.get('DESCRIPTION')![0]!.value).toBe('Samen aanpakken & genieten.\\n\\nTweede alinea.');
    expect(once.get('LOCATION')![0]!.value).toBe('Zwolle');
    expect(once.has('RRULE')).toBe(false);

    const weekly = event(ids.weekly)!;
    expect(weekly.get('DTSTART')![0]).toEqual({ params: 'TZID=Europe/Amsterdam', value: dutchLocalDateTime(dutchTime(3, '19:30')).replace(/[-:]/g, '') });
    expect(weekly.get('DTEND')![0]!.params).toBe('TZID=Europe/Amsterdam');
    const rule = weekly.get('RRULE')![0]!.value;
    const parsed = rrulestr(`RRULE:${rule}`);
    expect(parsed.options.freq).toBe(2);
    // The series ends where the vacancy expires.
    const [expiry] = await testApp.database.db.select({ expiresAt: vacancies.expiresAt }).from(vacancies).where(eq(vacancies.id, ids.weekly));
    expect(parsed.options.until?.getTime()).toBe(Math.floor(expiry!.expiresAt!.getTime() / 1000) * 1000);
  });

  it('names tenant and centre in the query for programs that cannot send headers, and filters', async () => {
    const demoCentre = await centerIdOf(testApp, 'demo', 'demo');
    // On a forged host: the feed's links still use the centre's configured origin.
    const response = await testApp.request({ url: `/api/v1/activities.ics?tenant=demo&center=${demoCentre}`, host: 'evil.example:31337' });
    expect(response.statusCode).toBe(200);
    const { calendar, events } = parseCalendar(response.body);
    const [centre] = await testApp.database.db.select().from(volunteerCenters).where(eq(volunteerCenters.id, demoCentre));
    expect(calendar.get('X-WR-CALNAME')).toBe(`Activiteiten van ${centre!.name}`);
    expect(events.map((e) => e.get('UID')![0]!.value)).not.toContain(ids.once);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.get('URL')![0]!.value.startsWith('http://demo.localhost:3000/vacancies/'))).toBe(true);

    const bySport = parseCalendar((await testApp.request({ url: `/api/v1/activities.ics?organization_id=${sportId}` })).body);
    expect(bySport.events.map((e) => e.get('UID')![0]!.value)).toEqual([ids.multiDay]);
    const byCategory = parseCalendar((await testApp.request({ url: `/api/v1/activities.ics?category_id=${sportCategoryId}` })).body);
    expect(byCategory.events.map((e) => e.get('UID')![0]!.value)).toContain(ids.multiDay);
  });

  it('refuses an unknown tenant, a centre of another tenant and unknown parameters', async () => {
    const unknown = await testApp.request({ url: '/api/v1/activities.ics?tenant=atlantis' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].code).toBe('UNKNOWN_TENANT');
    const foreignCentre = await testApp.request({ url: `/api/v1/activities.ics?tenant=demo&center=${zwolleId}` });
    expect(foreignCentre.statusCode).toBe(400);
    expect(foreignCentre.json().errors[0].code).toBe('INVALID_VOLUNTEER_CENTER');
    const malformed = await testApp.request({ url: '/api/v1/activities.ics?center=zwolle' });
    expect(malformed.statusCode).toBe(400);
    const extra = await testApp.request({ url: '/api/v1/activities.ics?token=x' });
    expect(extra.statusCode).toBe(400);
    const badFilter = await testApp.request({ url: '/api/v1/activities.ics?category_id=sport' });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().errors[0].source.parameter).toBe('category_id');
    const switchedOff = await testApp.request({ url: '/api/v1/activities.ics?tenant=oldebroek' });
    expect(switchedOff.statusCode).toBe(404);
  });
});
