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
