import * as v from 'valibot';
import { centerProfileUpdateSchema, UPLOAD_MAX_BYTES } from './center-profile';
import { isCompleteShadeSet, normalizeHexColor } from './theme';
import { SHADE_KEYS } from './enums';
import { isMapTileUrl, parseUploadUrl } from './url';

const shades = Object.fromEntries(SHADE_KEYS.map((key) => [key, '#ABC']));

describe('isCompleteShadeSet', () => {
  it('wants all eleven steps as hex colours (spec §5)', () => {
    expect(isCompleteShadeSet(shades)).toBe(true);
    expect(isCompleteShadeSet({ ...shades, '950': undefined })).toBe(false);
    expect(isCompleteShadeSet({ ...shades, '500': 'blue' })).toBe(false);
    expect(isCompleteShadeSet(null)).toBe(false);
    expect(isCompleteShadeSet('#abc')).toBe(false);
  });
});

describe('normalizeHexColor', () => {
  it('writes #rgb and #RRGGBB as lower-case #rrggbb', () => {
    expect(normalizeHexColor('#ABC')).toBe('#aabbcc');
    expect(normalizeHexColor('#0F766E')).toBe('#0f766e');
  });
});

describe('isMapTileUrl', () => {
  it('wants an http(s) URL with {z}, {x} and {y}', () => {
    expect(isMapTileUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(true);
    expect(isMapTileUrl('http://{s}.tiles.example:8080/{z}/{x}/{y}@2x.png?key=abc')).toBe(true);
    expect(isMapTileUrl('https://tile.openstreetmap.org/{z}/{x}.png')).toBe(false);
    expect(isMapTileUrl('file:///{z}/{x}/{y}')).toBe(false);
    expect(isMapTileUrl('data:text/html,{z}{x}{y}')).toBe(false);
    expect(isMapTileUrl('{z}/{x}/{y}')).toBe(false);
  });
});

describe('parseUploadUrl', () => {
  it("reads an upload's tenant, id and file name; anything else is null", () => {
    const id = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
    expect(parseUploadUrl(`/uploads/public/${id}.webp`)).toEqual({ tenant: 'public', id, storedName: `${id}.webp`, isImage: true });
    expect(parseUploadUrl(`/uploads/public/${id}.pdf`)).toEqual({ tenant: 'public', id, storedName: `${id}.pdf`, isImage: false });
    expect(parseUploadUrl(`/uploads/public/${id}.html`)).toBeNull();
    expect(parseUploadUrl(`/uploads/public/${id}.svg`)).toBeNull();
    expect(parseUploadUrl(`https://example.org/uploads/public/${id}.webp`)).toBeNull();
    expect(parseUploadUrl(`/uploads/../public/${id}.webp`)).toBeNull();
  });
});

describe('UPLOAD_MAX_BYTES', () => {
  it('holds the limits of docs/api.md', () => {
    expect(UPLOAD_MAX_BYTES).toEqual({ logo: 2_097_152, logo_dark: 2_097_152, favicon: 524_288, image: 5_242_880, document: 10_485_760, attachment: 10_485_760 });
  });
});

describe('centerProfileUpdateSchema', () => {
  it('normalises colours and shade sets, and turns blank text into null', () => {
    const result = v.parse(centerProfileUpdateSchema, {
      primaryColor: ' #0F766E ',
      primaryColorShades: { ...shades, extra: '#000000' },
      footerColumn6Title: '   ',
      contactPersonEmail: 'Sanne@Example.org',
      gtagId: 'g-12345abc',
      mapTileUrl: '',
    });
    expect(result).toEqual({
      primaryColor: '#0f766e',
      primaryColorShades: Object.fromEntries(SHADE_KEYS.map((key) => [key, '#aabbcc'])),
      footerColumn6Title: null,
      contactPersonEmail: 'sanne@example.org',
      gtagId: 'G-12345ABC',
      mapTileUrl: null,
    });
  });

  it('takes a partial theme configuration from the fixed lists only', () => {
    expect(v.parse(centerProfileUpdateSchema, { themeConfig: { fonts: { heading: 'Serif' } } })).toEqual({
      themeConfig: { fonts: { heading: 'Serif' } },
    });
    for (const themeConfig of [
      { fonts: { heading: 'Papyrus' } },
      { header: { variant: 'mega' } },
      { footer: { variant: 'maud', colour: 'red' } },
      { cssVariables: {} },
    ]) {
      expect(v.safeParse(centerProfileUpdateSchema, { themeConfig }).success).toBe(false);
    }
  });

  it('refuses what the form must refuse before it is sent', () => {
    for (const input of [
      { primaryColor: 'teal' },
      { primaryColorShades: { '50': '#ffffff' } },
      { name: '' },
      { gtagId: 'G-<script>' },
      { mapTileUrl: 'https://example.org/tiles.png' },
      { footerColumn1Content: 'x'.repeat(2001) },
    ]) {
      expect(v.safeParse(centerProfileUpdateSchema, input).success).toBe(false);
    }
  });
});
