import {
  buildQueryString,
  camelizeKeys,
  deserialiseDocument,
  serialiseResource,
  snakeizeKeys,
} from './json-api';

describe('camelizeKeys and snakeizeKeys', () => {
  it('convert nested keys both ways, numbers included', () => {
    const wire = {
      primary_color: '#fff',
      footer_column_1_title: 'Contact',
      theme_config: { default_shape: 'rounded' },
    };
    const app = {
      primaryColor: '#fff',
      footerColumn1Title: 'Contact',
      themeConfig: { defaultShape: 'rounded' },
    };
    expect(camelizeKeys(wire)).toEqual(app);
    expect(snakeizeKeys(app)).toEqual(wire);
  });

  it('leave data-like keys alone: shade steps and CSS custom properties', () => {
    const value = {
      primary_color_shades: { '50': '#eef2ff', '950': '#1e1b4b' },
      css_variables: { '--header-height': '4rem' },
    };
    expect(camelizeKeys(value)).toEqual({
      primaryColorShades: { '50': '#eef2ff', '950': '#1e1b4b' },
      cssVariables: { '--header-height': '4rem' },
    });
  });
});

describe('deserialiseDocument', () => {
  it('flattens a resource with an included to-one relation and keeps meta', () => {
    const document = deserialiseDocument({
      data: {
        type: 'volunteer_centers',
        id: 'c1',
        attributes: { name: 'Vrijwilligerscentrale Zwolle' },
        relationships: { profile: { data: { type: 'volunteer_center_profiles', id: 'p1' } } },
      },
      included: [
        {
          type: 'volunteer_center_profiles',
          id: 'p1',
          attributes: { footer_column_1_title: 'Contact' },
        },
      ],
      meta: { app_name: 'Vrijwilligersplatform', app_context: 'gelderland' },
    });
    expect(document).toEqual({
      data: {
        type: 'volunteer_centers',
        id: 'c1',
        name: 'Vrijwilligerscentrale Zwolle',
        profile: { type: 'volunteer_center_profiles', id: 'p1', footerColumn1Title: 'Contact' },
      },
      meta: { appName: 'Vrijwilligersplatform', appContext: 'gelderland' },
    });
  });

  it('keeps collections as arrays and empty documents as null', () => {
    expect(
      deserialiseDocument({
        data: [{ type: 'organizations', id: 'o1', attributes: { name: 'Buurtkracht' } }],
      }).data,
    ).toEqual([{ type: 'organizations', id: 'o1', name: 'Buurtkracht' }]);
    expect(deserialiseDocument({ data: null, meta: { total: 0 } })).toEqual({
      data: null,
      meta: { total: 0 },
    });
  });
});

describe('serialiseResource', () => {
  it('wraps snake_cased attributes in a JSON:API data object', () => {
    expect(
      serialiseResource({
        type: 'organizations',
        id: 'o1',
        attributes: { phoneNumber: '038 421 55 00' },
      }),
    ).toEqual({
      data: { type: 'organizations', id: 'o1', attributes: { phone_number: '038 421 55 00' } },
    });
    expect(serialiseResource({ type: 'users', attributes: {} })).toEqual({
      data: { type: 'users', attributes: {} },
    });
  });
});

describe('buildQueryString', () => {
  it('joins lists and skips undefined values', () => {
    expect(
      buildQueryString({
        include: ['roles', 'organizations'],
        'page[size]': 1000,
        filter: undefined,
      }),
    ).toBe('?include=roles%2Corganizations&page%5Bsize%5D=1000');
    expect(buildQueryString({})).toBe('');
  });
});
