/** Mean earth radius in km (IUGG), for the haversine distance. */
const EARTH_RADIUS_KM = 6371.0088;
/** Kilometres per degree of latitude; a degree of longitude is this times cos(latitude). */
const KM_PER_DEGREE = 111.32;
const RADIANS = Math.PI / 180;

/** A circle on the map. */
export type Circle = { latitude: number; longitude: number; radiusKm: number };

/** Great-circle distance in km between two points (haversine). */
export function haversineKm(
  latitude1: number,
  longitude1: number,
  latitude2: number,
  longitude2: number,
): number {
  const h =
    Math.sin(((latitude2 - latitude1) * RADIANS) / 2) ** 2 +
    Math.cos(latitude1 * RADIANS) *
      Math.cos(latitude2 * RADIANS) *
      Math.sin(((longitude2 - longitude1) * RADIANS) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/**
 * How far a circle reaches from its centre in degrees of latitude and of
 * longitude (0 without a circle): the box checked before the haversine.
 */
export function degreesAround(near: Circle | undefined): {
  latitudeDelta: number;
  longitudeDelta: number;
} {
  if (!near) return { latitudeDelta: 0, longitudeDelta: 0 };
  return {
    latitudeDelta: near.radiusKm / KM_PER_DEGREE,
    longitudeDelta:
      near.radiusKm / (KM_PER_DEGREE * Math.max(Math.cos(near.latitude * RADIANS), 0.01)),
  };
}
