// What rendering the public site on the server costs the all-in-one API: for
// each public page, requests per second and latency under load (autocannon),
// beside the API call that fetches the same page's main data as JSON. Renders
// run one at a time per process (Lingui's shared instance), so this is also
// the ceiling one process serves.
//
// A content page with ten blocks (made through the API as the demo content
// manager) is measured beside the vacancy page, and the ratio of the two printed.
//
// Usage (after `npx nx run-many -t build -p api public-site portal`):
//   node tools/bench/server-render.mjs [--connections 10] [--duration 10] [--port 3600]
// Figures under load mean nothing: check that `uptime` shows a 1-minute load average below 1.5 first.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startAllInOneApi } from './demo-api.mjs';

const { values: options } = parseArgs({
  options: {
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    port: { type: 'string', default: '3600' },
    api: { type: 'string', default: 'dist/apps/api/main.cjs' },
  },
});
const origin = `http://127.0.0.1:${options.port}`;
const HOST = `localhost:${options.port}`;

/** Requests per second and latency of one path under load. */
async function measure(pathname) {
  const result = await autocannon({
    url: `${origin}${pathname}`,
    connections: Number(options.connections),
    duration: Number(options.duration),
    headers: { host: HOST, 'accept-encoding': 'br, gzip', 'accept-language': 'nl' },
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97: result.latency.p97_5,
    errors: result.errors + result.non2xx,
  };
}

/** Ten blocks of the kinds a centre's page holds, several of them loading data of their own. */
const TEN_BLOCKS = [
  { id: 'hero', type: 'HeroWithSearch', props: { title: 'Vind vrijwilligerswerk', text: 'Zoek op wat je leuk vindt.' } },
  { id: 'intro', type: 'SectionTitle', props: { title: 'Wat wij doen', subtitle: 'Een korte kennismaking' } },
  { id: 'tekst', type: 'MarkdownText', props: { markdown: '## Welkom\n\nWij helpen **iedereen** mee te doen.\n\n- buurthuis\n- taalcafé\n\n[Vacatures](/vacancies/search)' } },
  { id: 'usps', type: 'TextWithUsps', props: { title: 'Waarom meedoen?', text: 'Omdat het kan.', usps: [{ title: 'Gezellig', text: 'Nieuwe mensen' }, { title: 'Dichtbij', text: 'In je wijk' }] } },
  { id: 'citaat', type: 'QuoteBlock', props: { quote: 'Het mooiste werk dat er is.', author: 'Fatima', role: 'taalmaatje' } },
  { id: 'links', type: 'Hotlinks', props: { title: 'Snel naar', links: [{ label: 'Sociale kaart', href: '/sociale-kaart' }, { label: 'Nieuws', href: '/nieuws' }] } },
  { id: 'categorieen', type: 'VacancyCategories', props: { title: 'Per thema' } },
  { id: 'nieuws', type: 'NewsCarousel', props: { title: 'Nieuws', count: 6 } },
  { id: 'duo', type: 'DualCta', props: { first: { title: 'Voor vrijwilligers', button: { label: 'Zoeken', href: '/vacancies/search' } }, second: { title: 'Voor organisaties', button: { label: 'Aanmelden', href: '/organizations/signup' } } } },
  { id: 'logos', type: 'LogoBar', props: { title: 'Partners' } },
];

/** Publishes the ten-block page as the demo content manager; returns its slug. */
async function publishTenBlockPage() {
  const signIn = await fetch(`${origin}/auth/sign_in`, {
    method: 'POST',
    headers: { host: HOST, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'redacteur@public.example', password: 'demo-wachtwoord-2026' }),
  });
  const session = Object.fromEntries(['access-token', 'client', 'uid'].map((name) => [name, signIn.headers.get(name) ?? '']));
  const created = await fetch(`${origin}/api/v1/pages`, {
    method: 'POST',
    headers: { host: HOST, 'content-type': 'application/vnd.api+json', ...session },
    body: JSON.stringify({ data: { type: 'pages', attributes: { title: 'Tien blokken', is_published: true, blocks: TEN_BLOCKS } } }),
  });
  if (created.status !== 201) throw new Error(`the ten-block page was refused: ${created.status} ${await created.text()}`);
  return (await created.json()).data.attributes.slug;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-server-render-'));
const api = await startAllInOneApi({ api: options.api, port: options.port, dataDir, env: { JOB_WORKER: 'false', LOG_LEVEL: 'warn' } });
try {
  const search = await (await fetch(`${origin}/api/v1/vacancies/search?page[size]=1`, { headers: { host: HOST } })).json();
  const vacancyId = search.data[0]?.id;
  const slug = await publishTenBlockPage();
  const pages = [
    [`/${slug}`, `/api/v1/pages/by_slug/${slug}`],
    ['/', '/api/v1/volunteer_centers/current?include=profile'],
    ['/vacancies/search', '/api/v1/vacancies/search?page[size]=20&include=organization'],
    [`/vacancies/${vacancyId}`, `/api/v1/vacancies/${vacancyId}?include=organization,categories,age_groups`],
    ['/sociale-kaart?view=list', '/api/v1/social_map/organizations?page[size]=1000'],
    ['/activiteitenkalender', '/api/v1/activities'],
  ];
  // Warm up: the renderer's and the routes' modules load on first use.
  for (const [page] of pages) await fetch(`${origin}${page}`, { headers: { host: HOST } });
  console.log(`server rendering on ${origin}: ${options.connections} connections, ${options.duration} s per path`);
  console.log('path | rendered page: req/s, p50, p97.5 | its main API call: req/s, p50, p97.5');
  const figures = new Map();
  for (const [page, call] of pages) {
    const rendered = await measure(page);
    const json = await measure(call);
    figures.set(page, { rendered, json });
    const errors = rendered.errors + json.errors ? ` (non-2xx or errors: ${rendered.errors} + ${json.errors})` : '';
    console.log(
      `${page.replace(vacancyId, '{id}')} | ${rendered.rps}/s, ${rendered.p50} ms, ${rendered.p97} ms | ` +
        `${json.rps}/s, ${json.p50} ms, ${json.p97} ms${errors}`,
    );
  }
  const content = figures.get(`/${slug}`);
  const vacancy = figures.get(`/vacancies/${vacancyId}`);
  const ratio = (a, b) => (b ? (a / b).toFixed(2) : 'n/a');
  console.log(
    `ten-block content page against the vacancy page, same run: rendered ${ratio(content.rendered.rps, vacancy.rendered.rps)}× the req/s ` +
      `(p50 ${ratio(content.rendered.p50, vacancy.rendered.p50)}×), its JSON ${ratio(content.json.rps, vacancy.json.rps)}× the req/s ` +
      `(p50 ${ratio(content.json.p50, vacancy.json.p50)}×)`,
  );
} finally {
  api.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
