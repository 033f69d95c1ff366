import * as v from 'valibot';
import { storedProfile } from './settings-test-profile';
import {
  contactPersonSchema,
  footerSettingsSchema,
  generalSettingsSchema,
  toContactPersonValues,
  toFooterSettingsValues,
  toGeneralSettingsValues,
} from './settings-forms';

const issuesOf = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((issue) => ({ path: v.getDotPath(issue), type: issue.type }));

describe('general settings', () => {
  it('start from the profile with empty strings for what is not set', () => {
    expect(toGeneralSettingsValues(storedProfile)).toEqual({
      name: 'Vrijwilligerspunt Apeldoorn',
      gtagId: '',
      mapTileUrl: '',
      mapTileAttribution: '',
    });
  });

  it('save trimmed values, clearing blank ones', () => {
    expect(
      v.parse(generalSettingsSchema, {
        name: ' Vrijwilligerspunt Apeldoorn ',
        gtagId: 'g-abc123def4',
        mapTileUrl: 'https://tiles.example.nl/{z}/{x}/{y}.png',
        mapTileAttribution: '  ',
      }),
    ).toEqual({
      name: 'Vrijwilligerspunt Apeldoorn',
      gtagId: 'G-ABC123DEF4',
      mapTileUrl: 'https://tiles.example.nl/{z}/{x}/{y}.png',
      mapTileAttribution: null,
    });
  });

  it('refuse an empty name, a malformed analytics id and a tile URL without its placeholders', () => {
    expect(issuesOf(generalSettingsSchema, { name: ' ', gtagId: 'analytics', mapTileUrl: 'https://tiles.example.nl/{z}/{x}.png', mapTileAttribution: '' })).toEqual([
      { path: 'name', type: 'min_length' },
      { path: 'gtagId', type: 'regex' },
      { path: 'mapTileUrl', type: 'url' },
    ]);
  });
});

describe('footer settings', () => {
  it('hold every column and both marks', () => {
    const values = toFooterSettingsValues(storedProfile);
    expect(values).toMatchObject({
      footerColumn1Title: 'Contact',
      footerColumn1Content: 'Hoofdstraat 88\n7311 BB Apeldoorn',
      footerColumn2Title: '',
      footerColumn8Content: '',
      showAnbiLogo: true,
      showNovLogo: false,
    });
    expect(Object.keys(values)).toHaveLength(14);
  });

  it('save blank columns as null, keeping line breaks inside a text', () => {
    const saved = v.parse(footerSettingsSchema, { ...toFooterSettingsValues(storedProfile), footerColumn1Title: ' ', footerColumn6Content: 'Open\nma–vr ' });
    expect(saved).toMatchObject({ footerColumn1Title: null, footerColumn6Content: 'Open\nma–vr', footerColumn2Title: null, showAnbiLogo: true });
  });
});

describe('contact person', () => {
  it('starts from the profile and saves a lower-case address', () => {
    const values = toContactPersonValues(storedProfile);
    expect(values).toEqual({
      contactPersonName: 'Ruud Jansen',
      contactPersonJobTitle: '',
      contactPersonEmail: 'ruud.jansen@public.example',
      contactPersonPhone: '',
      contactPersonPhotoUrl: null,
    });
    expect(v.parse(contactPersonSchema, { ...values, contactPersonEmail: 'Ruud@Example.NL', contactPersonPhone: '055 522 10 10' })).toMatchObject({
      contactPersonEmail: 'ruud@example.nl',
      contactPersonPhone: '055 522 10 10',
      contactPersonJobTitle: null,
    });
  });

  it('refuses a malformed address and phone number', () => {
    expect(issuesOf(contactPersonSchema, { ...toContactPersonValues(storedProfile), contactPersonEmail: 'ruud@', contactPersonPhone: 'bel me' })).toEqual([
      { path: 'contactPersonEmail', type: 'email' },
      { path: 'contactPersonPhone', type: 'regex' },
    ]);
  });
});
