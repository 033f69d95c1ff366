import * as v from 'valibot';
import * as contracts from './index';
import { httpUrl, httpUrlSchema, isHttpUrl, isMapTileUrl, optionalHttpUrlSchema, URL_MAX } from './url';

const UNSAFE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://files.example.org/x',
  '//evil.example/x',
  '/relative/path',
  'example.org',
  'http:evil.example',
  'https:\\\\evil.example',
  'http:///evil.example',
  'https://',
  'java\tscript:alert(1)',
  'https://exa\nmple.org',
  'https://example.org/\u0000',
  'https://example.org/a b',
  '\u0001https://example.org',
  'https://example.org/\u200b',
  `https://example.org/${'a'.repeat(URL_MAX)}`,
];

describe('isHttpUrl', () => {
  it('takes absolute http and https URLs with a host', () => {
    for (const url of ['https://example.org', 'http://example.org:8080/a?b=c#d', 'HTTPS://Example.org/pad', 'https://xn--bcher-kva.example/']) {
      expect(isHttpUrl(url)).toBe(true);
    }
  });

  it.each(UNSAFE)('refuses %j', (url) => {
    expect(isHttpUrl(url)).toBe(false);
  });

  it('has a map tile variant that keeps the placeholders and the same rule', () => {
    expect(isMapTileUrl('https://{s}.tile.example/{z}/{x}/{y}.png')).toBe(true);
    expect(isMapTileUrl('javascript:alert(1)//{z}/{x}/{y}')).toBe(false);
    expect(isMapTileUrl('//tile.example/{z}/{x}/{y}.png')).toBe(false);
    expect(isMapTileUrl('htt\tps://tile.example/{z}/{x}/{y}.png')).toBe(false);
  });
});

describe('the URL schemas', () => {
  it('trim, and refuse with an issue of kind url (translated as "not a valid URL")', () => {
    expect(v.parse(httpUrlSchema, '  https://example.org/a  ')).toBe('https://example.org/a');
    const result = v.safeParse(httpUrlSchema, 'javascript:alert(1)');
    expect(result.issues?.[0]).toMatchObject({ type: 'url', kind: 'validation' });
  });

  it('let an optional URL be cleared but refuse an unsafe one, also inside the union', () => {
    expect(v.parse(optionalHttpUrlSchema, '')).toBe('');
    expect(v.parse(optionalHttpUrlSchema, null)).toBeNull();
    const result = v.safeParse(optionalHttpUrlSchema, 'data:text/html,x');
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => issue.type)).toEqual(['url']);
  });
});

// Every URL-ish field of every exported schema must go through `httpUrl`, so a
// new field named `…Url` or `website` without it fails here.
const URL_FIELD = /(url|website|href|link)$/i;

type AnySchema = { type?: string; kind?: string; reference?: unknown; pipe?: AnySchema[]; wrapped?: AnySchema; options?: AnySchema[]; entries?: Record<string, AnySchema>; item?: AnySchema };

function usesHttpUrl(schema: AnySchema | undefined): boolean {
  if (!schema || typeof schema !== 'object') return false;
  if (schema.reference === httpUrl) return true;
  return [...(schema.pipe ?? []), ...(schema.options ?? []), schema.wrapped, schema.item].some((part) => usesHttpUrl(part));
}

function urlFields(schema: AnySchema, path: string, found: { path: string; schema: AnySchema }[]) {
  const parts = [...(schema.pipe ?? []), ...(schema.options ?? []), schema.wrapped, schema.item].filter(Boolean) as AnySchema[];
  for (const part of parts) urlFields(part, path, found);
  for (const [key, entry] of Object.entries(schema.entries ?? {})) {
    if (URL_FIELD.test(key)) found.push({ path: `${path}.${key}`, schema: entry });
    urlFields(entry, `${path}.${key}`, found);
  }
  return found;
}

// The answer shapes (RESOURCE_ATTRIBUTES) describe what the API sends, links to its own files
// included; the rule is for what it accepts, which the request schemas hold.
const answerShapes = new Set<unknown>(Object.values(contracts.RESOURCE_ATTRIBUTES));

function exportedUrlFields(exports: Record<string, unknown>) {
  return Object.entries(exports)
    .filter(([, value]) => typeof value === 'object' && value !== null && (value as AnySchema).kind === 'schema')
    .filter(([, value]) => !answerShapes.has(value))
    .flatMap(([name, schema]) => urlFields(schema as AnySchema, name, []));
}

describe('every URL field', () => {
  const fields = exportedUrlFields(contracts as Record<string, unknown>);

  it('is found by the walk (so this test cannot pass empty)', () => {
    expect(fields.map((field) => field.path)).toEqual(
      expect.arrayContaining([
        'organizationUpdateSchema.website',
        'organizationCreateSchema.website',
        'organizationSignupOrganizationSchema.website',
        'vacancyCreateSchema.imageUrl',
        'vacancyUpdateSchema.imageUrl',
        'centerProfileUpdateSchema.websiteLogoUrl',
        'centerProfileUpdateSchema.faviconUrl',
        'centerProfileUpdateSchema.mapTileUrl',
        'signUpSchema.confirmSuccessUrl',
      ]),
    );
  });

  it.each(exportedUrlFields(contracts as Record<string, unknown>).map((field) => [field.path, field.schema] as const))(
    '%s uses the shared http(s) URL rule',
    (_path, schema) => {
      expect(usesHttpUrl(schema)).toBe(true);
    },
  );

  it('is caught when a schema forgets the rule', () => {
    const forgetful = { pageSchema: v.object({ title: v.string(), nested: v.object({ homepageUrl: v.optional(v.pipe(v.string(), v.url())) }) }) };
    const [field] = exportedUrlFields(forgetful);
    expect(field?.path).toBe('pageSchema.nested.homepageUrl');
    expect(usesHttpUrl(field?.schema)).toBe(false);
  });
});
