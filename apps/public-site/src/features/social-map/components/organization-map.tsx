import 'leaflet/dist/leaflet.css';
import './organization-map.css';
import { Trans } from '@lingui/react/macro';
import type { MapTiles, SocialMapOrganization } from '@platform/api-client';
import { Link } from '@tanstack/react-router';
import { divIcon, latLngBounds, type DivIcon, type LatLngTuple } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { markerPosition } from '../utils/social-map-params';

/** Props of {@link OrganizationMap}. */
export type OrganizationMapProps = {
  organizations: readonly SocialMapOrganization[];
  tiles: MapTiles;
  /** Names of the kinds of organisation, by id, for the popups. */
  nonProfitTypeNames: ReadonlyMap<string, string>;
  /** A small map of one organisation: no popups, a closer zoom. */
  isSingle?: boolean;
  /** Classes of the map's frame, which sets its height. */
  className?: string;
};

/** The middle of the Netherlands, for a map without any marker. */
const NETHERLANDS: LatLngTuple = [52.2, 5.3];
const COUNTRY_ZOOM = 7;
const STREET_ZOOM = 15;
const MAX_FIT_ZOOM = 14;
const PIN_ELEMENT = 'span';
const PIN_CLASS = 'social-map-pin';
const MARKER_CLASS = 'social-map-marker';
const VISUALLY_HIDDEN_CLASS = 'sr-only';

/**
 * A marker drawn by CSS (a pin in the theme's colour) rather than Leaflet's
 * default images, which break under bundlers and would be fetched from paths
 * that do not exist. The name inside is for screen readers: Leaflet makes each
 * marker a button that opens its popup.
 */
function markerIcon(name: string): DivIcon {
  const pin = document.createElement(PIN_ELEMENT);
  pin.className = PIN_CLASS;
  const label = document.createElement(PIN_ELEMENT);
  label.className = VISUALLY_HIDDEN_CLASS;
  label.textContent = name;
  pin.append(label);
  return divIcon({ html: pin, className: MARKER_CLASS, iconSize: [28, 36], iconAnchor: [14, 36], popupAnchor: [0, -32] });
}

/** Moves the map so every marker is in view whenever the set of markers changes. */
function FitToMarkers({ positions, zoom }: { positions: readonly LatLngTuple[]; zoom: number }) {
  const map = useMap();
  const key = positions.map((position) => position.join(',')).join(';');
  useEffect(() => {
    if (positions.length === 0) map.setView(NETHERLANDS, COUNTRY_ZOOM);
    else if (positions.length === 1) map.setView(positions[0] as LatLngTuple, zoom);
    else map.fitBounds(latLngBounds([...positions]), { padding: [32, 32], maxZoom: MAX_FIT_ZOOM });
    // The key stands for the positions: a new array with the same markers must not move the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key, zoom]);
  return null;
}

/**
 * The organisations on an interactive Leaflet map, with the centre's tiles.
 * Each marker's popup names the organisation and links to its page. Loaded
 * lazily with Leaflet and its CSS, so pages without a map do not carry them.
 * Without tiles (offline, a blocked tile server) the markers still work.
 */
export function OrganizationMap({ organizations, tiles, nonProfitTypeNames, isSingle = false, className }: OrganizationMapProps) {
  const placed = useMemo(
    () =>
      organizations.flatMap((organization) => {
        const position = markerPosition(organization);
        return position ? [{ organization, position, icon: markerIcon(organization.name) }] : [];
      }),
    [organizations],
  );
  const positions = useMemo(() => placed.map(({ position }) => position), [placed]);
  const zoom = isSingle ? STREET_ZOOM : MAX_FIT_ZOOM;

  return (
    <MapContainer
      center={positions[0] ?? NETHERLANDS}
      zoom={positions.length > 0 ? zoom : COUNTRY_ZOOM}
      scrollWheelZoom={false}
      className={`social-map z-0 rounded-theme border border-black/10 dark:border-white/15 ${className ?? ''}`}
    >
      <TileLayer url={tiles.url} attribution={tiles.attribution} />
      <FitToMarkers positions={positions} zoom={zoom} />
      {placed.map(({ organization, position, icon }) => {
        const kind = organization.profile?.nonProfitTypeId
          ? nonProfitTypeNames.get(organization.profile.nonProfitTypeId)
          : undefined;
        return (
          <Marker key={organization.id} position={position} icon={icon} title={organization.name} interactive={!isSingle}>
            {!isSingle && (
              <Popup>
                <p className="social-map-popup-title">{organization.name}</p>
                {kind && <p>{kind}</p>}
                {organization.city && <p>{organization.city}</p>}
                <p>
                  <Link to="/sociale-kaart/$id" params={{ id: organization.id }}>
                    <Trans>More about this organisation</Trans>
                  </Link>
                </p>
              </Popup>
            )}
          </Marker>
        );
      })}
    </MapContainer>
  );
}
