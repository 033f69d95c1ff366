import type { Tx } from '../../db/database';
import { findAddresses, type OrganizationRow } from '../organizations/organizations.data';
import { findDutchPlace, type Coordinates } from './dutch-places';

/** Coordinates as the numeric(9,6) columns of vacancies and addresses hold them. */
export type StoredCoordinates = { latitude: string | null; longitude: string | null };

export function toStoredCoordinates(point: Coordinates | undefined): StoredCoordinates {
  return point
    ? { latitude: point.latitude.toFixed(6), longitude: point.longitude.toFixed(6) }
    : { latitude: null, longitude: null };
}

/** The coordinates of a Dutch place name, as stored; nulls when the place is unknown. */
export async function coordinatesOfPlace(place: string | null | undefined): Promise<StoredCoordinates> {
  return toStoredCoordinates(await findDutchPlace(place));
}

/**
 * Where a vacancy is when its writer gives no coordinates: its own place, else
 * the organisation's address (looked up from the address's city when it was
 * saved), else the organisation's city; nulls when none of them is known.
 */
export async function locateVacancy(
  tx: Tx,
  organization: Pick<OrganizationRow, 'tenantId' | 'addressId' | 'city'>,
  place: string | null | undefined,
): Promise<StoredCoordinates> {
  const ofPlace = await coordinatesOfPlace(place);
  if (ofPlace.latitude !== null) return ofPlace;
  if (organization.addressId) {
    const [address] = await findAddresses(tx, organization.tenantId, [organization.addressId]);
    if (address?.latitude != null && address.longitude != null) return { latitude: address.latitude, longitude: address.longitude };
  }
  return coordinatesOfPlace(organization.city);
}
