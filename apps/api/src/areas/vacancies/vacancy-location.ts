import type { Tx } from '../../platform/db/database';
import { coordinatesOfPlace, type StoredCoordinates } from '../../platform/geocoding/coordinates';
import { findAddresses, type OrganizationRow } from '../../identity/organizations/organizations.data';

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
