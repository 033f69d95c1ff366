import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { vacancyById } from '../../testing/fixtures';
import { sanitizeDescription } from './vacancy-description';

describe('sanitizeDescription', () => {
  it("keeps what the portal's editor writes", () => {
    const html =
      '<h2>Wat ga je doen?</h2><p>Je helpt <strong>ouderen</strong> met <em>boodschappen</em>, <u>één</u> keer <s>twee</s> per week.<br />Ook in het weekend.</p>' +
      '<ul><li>Koffie</li></ul><ol><li>Thee</li></ol><h3>Wie zijn wij?</h3><blockquote><p>Een citaat.</p></blockquote>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and unknown tags, keeping their readable text', () => {
    expect(sanitizeDescription('<p>Hallo<script>alert(1)</script></p><img src=x onerror=alert(1)>')).toBe('<p>Hallo</p>');
    expect(sanitizeDescription('<p onclick="steal()" style="color:red" class="x">Tekst</p>')).toBe('<p>Tekst</p>');
    expect(sanitizeDescription('<div><h1>Titel</h1><iframe src="https://evil.example"></iframe><span>rest</span></div>')).toBe('Titelrest');
    expect(sanitizeDescription('<style>p{}</style><p>a &lt; b &amp; c</p>')).toBe('<p>a &lt; b &amp; c</p>');
  });

  it('keeps http, https, mailto and tel links with a safe rel, and drops other schemes', () => {
    expect(sanitizeDescription('<a href="https://example.nl" target="_blank" onclick="x()">site</a>')).toBe(
      '<a href="https://example.nl" rel="noopener noreferrer nofollow">site</a>',
    );
    expect(sanitizeDescription('<a href="mailto:info@example.nl">mail</a> <a href="tel:+31612345678">bel</a>')).toBe(
      '<a href="mailto:info@example.nl" rel="noopener noreferrer nofollow">mail</a> <a href="tel:+31612345678" rel="noopener noreferrer nofollow">bel</a>',
    );
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java&#x09;script:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example', 'vbscript:x']) {
      expect(sanitizeDescription(`<a href="${href}">klik</a>`)).toBe('<a rel="noopener noreferrer nofollow">klik</a>');
    }
  });

  it('turns plain text into safe text and an empty editor into nothing', () => {
    expect(sanitizeDescription('Tekst met <onbekend> & meer')).toBe('Tekst met  &amp; meer');
    expect(sanitizeDescription('<p></p>')).toBeNull();
    expect(sanitizeDescription('<p>&nbsp; </p><p><br></p>')).toBeNull();
    expect(sanitizeDescription('<script>alert(1)</script>')).toBeNull();
    expect(sanitizeDescription(null)).toBeNull();
    expect(sanitizeDescription(undefined)).toBeUndefined();
  });
});

describe('vacancy descriptions through the API', () => {
  let t: TestApp;
  let organisatie: Credentials;

  beforeAll(async () => {
    t = await createTestApp();
    organisatie = await t.signIn('organisatie@public.example');
  });

  afterAll(async () => {
    await t.close();
  });

  it('are sanitised when a vacancy is created and when it is changed', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/vacancies',
      credentials: organisatie,
      body: {
        data: {
          type: 'vacancies',
          attributes: { title: 'Gastvrouw', description: '<p>Welkom<script>alert(1)</script></p><img src=x onerror="alert(1)"><a href="javascript:alert(1)">klik</a>' },
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const { id, attributes } = created.json().data;
    const clean = '<p>Welkom</p><a rel="noopener noreferrer nofollow">klik</a>';
    expect(attributes.description).toBe(clean);
    expect((await vacancyById(t, id)).description).toBe(clean);

    const changed = await t.request({
      method: 'PATCH',
      url: `/api/v1/vacancies/${id}`,
      credentials: organisatie,
      body: { data: { type: 'vacancies', id, attributes: { description: '<p onmouseover="x()">Nieuw <strong>welkom</strong></p><svg onload="alert(1)"></svg>' } } },
    });
    expect(changed.statusCode).toBe(200);
    expect((await vacancyById(t, id)).description).toBe('<p>Nieuw <strong>welkom</strong></p>');
  });

  it('count as missing when publishing an empty editor', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/vacancies',
      credentials: organisatie,
      body: {
        data: {
          type: 'vacancies',
          attributes: {
            title: 'Gastheer',
            description: '<p></p>',
            contact_person: 'Henk Mulder',
            expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
            status: 'published',
          },
        },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual(['/data/attributes/description']);
  });
});
