import type { SocialMapOrganization, SocialMapQuery } from '@platform/api-client';
import type { SocialMapSearch } from './social-map-search';


/** The API query for the URL's filters. */
export function toSocialMapQuery(search: SocialMapSearch): SocialMapQuery {
  return {
    q: search.q,
    nonProfitTypeIds: search.type ? [search.type] : [],
    activityTypeIds: search.activity ? [search.activity] : [],
  };
}

/** Whether any filter narrows the map (the view aside). */
export function hasFilters(search: SocialMapSearch): boolean {
  return Boolean(search.q || search.type || search.activity);
}

/** The organisations in alphabetical order for the locale, as a list reads best. */
export function sortByName<T extends { name: string }>(organizations: readonly T[], locale: string): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return [...organizations].sort((a, b) => collator.compare(a.name, b.name));
}

/** An organisation's place on the map, or `null` when it has none (it is then only in the list). */
export function markerPosition(organization: SocialMapOrganization): [number, number] | null {
  const coordinates = organization.meta?.coordinates;
  if (!coordinates) return null;
  const latitude = Number(coordinates.latitude);
  const longitude = Number(coordinates.longitude);
  const isValid =
    Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return isValid ? [latitude, longitude] : null;
}

/** The names of the ids that are known, in the order given; unknown ids are left out. */
export function namesOf(ids: readonly string[] | undefined, names: ReadonlyMap<string, string>): string[] {
  return (ids ?? []).flatMap((id) => {
    const name = names.get(id);
    return name ? [name] : [];
  });
}

/** The street line and the postcode-and-place line of an organisation's address, as far as they are known. */
export function addressLines(organization: SocialMapOrganization): string[] {
  const address = organization.address;
  const street = [address?.street, address?.houseNumber].filter(Boolean).join(' ');
  const place = [address?.postalCode, address?.city ?? organization.city].filter(Boolean).join(' ');
  return [street, place].filter(Boolean);
}
