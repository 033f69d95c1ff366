import { LOCALES, NOTIFICATION_TEMPLATE_KEYS } from '@platform/contracts';
import { mailText } from './mail-layout';
import { sampleValues, TEMPLATE_CATALOG } from './notification-templates.catalog';
import { liquidSourceOfBody, renderPart, sanitizeTemplateBody } from './template-engine';

const render = (source: string, values: Record<string, unknown>, strict = true) => renderPart('body', source, values, { strict });

describe('sanitising a body', () => {
  it('keeps Liquid loops, conditions and placeholder links, and drops what the editor cannot make', () => {
    const stored = sanitizeTemplateBody(
      '<p>{% if count > 0 %}Hallo{% endif %}</p><ul><li><p>{% for vacancy in vacancies %}</p></li><li><p><a target="_blank" href="{{ vacancy.url }}">{{ vacancy.title }}</a></p></li><li><p>{% endfor %}</p></li></ul>' +
        '<p><a href="{{ link }}">{{ link }}</a><a href="javascript:alert(1)">klik</a></p><script>alert(1)</script><img src="x" onerror="alert(1)"><p style="color:red" onclick="x()">tekst</p>',
    );
    expect(stored).toBe(
      '<p>{% if count &gt; 0 %}Hallo{% endif %}</p><ul><li><p>{% for vacancy in vacancies %}</p></li><li><p><a href="{{ vacancy.url }}">{{ vacancy.title }}</a></p></li><li><p>{% endfor %}</p></li></ul>' +
        '<p><a href="{{ link }}">{{ link }}</a><a>klik</a></p><p>tekst</p>',
    );
  });

  it('reads entities inside Liquid as characters and a tag alone in a paragraph or list item as the tag', () => {
    expect(liquidSourceOfBody('<p>{% if count &gt; 0 %}</p><p>&gt; {{ name | default: &quot;x&quot; }}</p><ul><li><p>{% endif %}</p></li></ul>')).toBe(
      '{% if count > 0 %}<p>&gt; {{ name | default: "x" }}</p><ul>{% endif %}</ul>',
    );
  });
});

describe('rendering', () => {
  it('escapes every value in HTML, keeps its line breaks and repeats a loop over list items', async () => {
    const body = sanitizeTemplateBody(
      '<p>Beste {{ first_name }},</p><p>{{ message }}</p><ul><li><p>{% for vacancy in vacancies %}</p></li><li><p><a href="{{ vacancy.url }}">{{ vacancy.title }}</a></p></li><li><p>{% endfor %}</p></li></ul>',
    );
    const rendered = await render(body, {
      first_name: '<script>alert(1)</script>',
      message: 'Regel één\nRegel <b>twee</b>',
      vacancies: [
        { title: 'Koffie & thee', url: 'https://example.nl/a?x=1&y=2' },
        { title: 'Tweede', url: 'javascript:alert(1)' },
      ],
    });
    expect(rendered).toEqual({
      ok: true,
      output:
        '<p>Beste &lt;script&gt;alert(1)&lt;/script&gt;,</p><p>Regel één<br />Regel &lt;b&gt;twee&lt;/b&gt;</p><ul><li><p><a href="https://example.nl/a?x=1&amp;y=2">Koffie &amp; thee</a></p></li><li><p><a>Tweede</a></p></li></ul>',
    });
  });

  it('leaves a subject as plain text, on one line', async () => {
    expect(await renderPart('subject', 'Nieuw: {{ vacancy }}\n', { vacancy: 'Koffie & <thee>' }, { strict: true })).toEqual({ ok: true, output: 'Nieuw: Koffie & <thee>' });
  });

  it('drops the empty paragraphs a false condition leaves; empty texts and zero are false', async () => {
    const body = '<p>Hallo</p><p>{% if reason %}</p><p>Toelichting: {{ reason }}</p><p>{% endif %}</p><p>{% if count %}{{ count }} nieuw{% endif %}</p>';
    expect(await render(body, { reason: '', count: 0 })).toEqual({ ok: true, output: '<p>Hallo</p>' });
    expect(await render(body, { reason: 'Vol', count: 2 })).toEqual({ ok: true, output: '<p>Hallo</p><p>Toelichting: Vol</p><p>2 nieuw</p>' });
  });

  it('says where an unknown placeholder, filter, tag or broken markup is', async () => {
    expect(await render('<p>Hallo</p>\n<p>{{ voornaam }}</p>', { first_name: 'Sanne' })).toEqual({
      ok: false,
      problem: { reason: 'unknown_placeholder', params: { line: 2, column: 7, name: 'voornaam', near: 'voornaam' } },
    });
    expect(await render('<p>{{ first_name | shout }}</p>', { first_name: 'Sanne' })).toMatchObject({
      ok: false,
      problem: { reason: 'unknown_filter', params: { line: 1, column: 4, name: 'shout' } },
    });
    expect(await render('<p>{{ first_name | raw }}</p>', { first_name: '<b>' })).toMatchObject({ ok: false, problem: { reason: 'unknown_filter', params: { name: 'raw' } } });
    for (const tag of ['include', 'render', 'layout']) {
      expect(await render(`<p>{% ${tag} "/etc/passwd" %}</p>`, {})).toMatchObject({ ok: false, problem: { reason: 'unknown_tag', params: { name: tag } } });
    }
    expect(await render('<p>{% if first_name %}Hallo</p>', { first_name: 'Sanne' })).toMatchObject({ ok: false, problem: { reason: 'template_syntax', params: { line: 1 } } });
    expect(await render('<p>Hallo {{ first_name</p>', { first_name: 'Sanne' })).toMatchObject({ ok: false, problem: { reason: 'template_syntax', params: { line: 1, column: 10 } } });
  });

  it('hides everything but a value’s own properties', async () => {
    expect(await render('<p>{{ first_name.constructor }}</p>', { first_name: 'Sanne' })).toMatchObject({ ok: false, problem: { reason: 'unknown_placeholder' } });
  });

  it('stops a template that costs too much', async () => {
    expect(await render('<p>{% for i in (1..100000000) %}{{ i }}{% endfor %}</p>', {})).toMatchObject({ ok: false, problem: { reason: 'template_too_costly' } });
  });

  // liquidjs's own limits count elements and characters: each of these passed them and took the heap or the time of the whole API.
  // Which budget stops it first (liquidjs's clock, the worker's heap or its clock) depends on the machine's load, so the place may be either tag.
  it.each([
    ['a range sorted', '<p>Hallo</p>\n<p>{% assign a = (1..2400000) %}{{ a | sort | first }}</p>', ['{% assign a = (1..2400000) %}', '{{ a | sort | first }}']],
    ['a smaller range sorted outside a loop', '<p>{% assign a = (1..1000000) %}{{ a | sort | first }}</p>', ['{% assign a = (1..1000000) %}', '{{ a | sort | first }}']],
    ['a huge range joined', '<p>{{ (1..30000000) | join: "," | size }}</p>', ['{{ (1..30000000) | join: "," | size }}']],
    ['a range split, sorted and reversed', '<p>{% assign a = (1..500000) | join: "," | split: "," %}{{ a | sort | reverse | uniq | size }}</p>', ['{% assign a = (1..500000) | join: "," | split: "," %}', '{{ a | sort | reverse | uniq | size }}']],
    ['nested loops', '<p>{% for i in (1..3000) %}{% for j in (1..3000) %}x{% endfor %}{% endfor %}</p>', ['{% for i in (1..3000) %}', '{% for j in (1..3000) %}']],
    ['a text doubled', '<p>{% assign s = "xxxxxxxxxx" %}{% for i in (1..40) %}{% assign s = s | append: s %}{% endfor %}{{ s | size }}</p>', ['{% for i in (1..40) %}', '{% assign s = s | append: s %}']],
  ])('stops %s with its place, and renders the next template as usual', async (_name, body, places) => {
    const outcome = await render(body, {});
    expect(outcome).toMatchObject({ ok: false, problem: { reason: 'template_too_costly', params: { line: body.includes('\n') ? 2 : 1 } } });
    expect(places).toContain(outcome.ok ? '' : outcome.problem.params.near);
    expect(await render('<p>Hallo {{ first_name }}</p>', { first_name: 'Sanne' })).toEqual({ ok: true, output: '<p>Hallo Sanne</p>' });
  });

  it('renders an unknown placeholder as empty when not strict (sending)', async () => {
    expect(await render('<p>Hallo {{ voornaam }}!</p>', {}, false)).toEqual({ ok: true, output: '<p>Hallo !</p>' });
  });
});

describe('the built-in templates', () => {
  it.each(NOTIFICATION_TEMPLATE_KEYS.flatMap((key) => LOCALES.map((locale) => [key, locale] as const)))(
    '%s (%s) renders its sample data strictly and keeps what it must carry',
    async (key, locale) => {
      const definition = TEMPLATE_CATALOG[key];
      const values = sampleValues(key, locale);
      expect(sanitizeTemplateBody(definition.body[locale])).toBe(definition.body[locale]);
      expect(await renderPart('subject', definition.subject[locale], values, { strict: true })).toMatchObject({ ok: true });
      const body = await renderPart('body', definition.body[locale], values, { strict: true });
      expect(body).toMatchObject({ ok: true });
      for (const name of definition.required) expect(body.ok && body.output).toContain(String(values[name]));
      // A security mail's link or address is placed by code: no built-in text may name it.
      if (definition.placed) expect(`${definition.subject[locale]}${definition.body[locale]}`).not.toMatch(new RegExp(`\\{\\{-?\\s*${definition.placed.name}`));
    },
  );

  it('gives the periodic mail a plain-text part with each vacancy and its address', async () => {
    const body = await renderPart('body', TEMPLATE_CATALOG.digest.body.nl, sampleValues('digest', 'nl'), { strict: true });
    const text = mailText(body.ok ? body.output : '', null);
    expect(text).toContain('Voorlezer in de bibliotheek (Zwolle)\n');
    expect(text).toContain('https://www.example.nl/voorbeeld/1');
    expect(text).toContain('Koffie schenken in het buurthuis\n');
    expect(text).toContain('En nog 10 meer in de vacaturebank: https://www.example.nl/voorbeeld');
  });
});
