import { findDutchPlace, normalizePlaceName } from './dutch-places';

describe('findDutchPlace', () => {
  it('finds Dutch places whatever the case, accents, apostrophes or hyphens', async () => {
    expect(await findDutchPlace('Zwolle')).toMatchObject({ name: 'Zwolle', latitude: expect.closeTo(52.51, 1), longitude: expect.closeTo(6.09, 1) });
    expect((await findDutchPlace('  ZWOLLE '))?.name).toBe('Zwolle');
    expect((await findDutchPlace('sint odilienberg'))?.name).toBe('Sint Odiliënberg');
    expect((await findDutchPlace('s-Hertogenbosch'))?.name).toBe("'s-Hertogenbosch");
    expect((await findDutchPlace('ijsselstein'))?.name).toBe('IJsselstein');
  });

  it('takes the largest place where several share a name', async () => {
    // GeoNames has a hamlet and the town of Doesburg.
    expect((await findDutchPlace('Doesburg'))?.population).toBeGreaterThan(10_000);
  });

  it('knows the names Dutch speakers use and places GeoNames lacks', async () => {
    expect((await findDutchPlace('Den Haag'))?.name).toBe('The Hague');
    expect((await findDutchPlace("'s-Gravenhage"))?.name).toBe('The Hague');
    expect((await findDutchPlace('Den Bosch'))?.name).toBe("'s-Hertogenbosch");
    expect(await findDutchPlace('Wezep')).toMatchObject({ latitude: expect.closeTo(52.46, 1), longitude: expect.closeTo(6.0, 1) });
  });

  it('knows only Dutch places', async () => {
    expect(await findDutchPlace('Atlantis')).toBeUndefined();
    expect(await findDutchPlace('Berlin')).toBeUndefined();
    expect(await findDutchPlace('')).toBeUndefined();
    expect(await findDutchPlace(' - ')).toBeUndefined();
    expect(await findDutchPlace(null)).toBeUndefined();
  });

  it('normalises names for matching', () => {
    expect(normalizePlaceName("  'S-Hertogenbosch ")).toBe('s hertogenbosch');
    expect(normalizePlaceName('Sint Odiliënberg')).toBe('sint odilienberg');
  });
});
