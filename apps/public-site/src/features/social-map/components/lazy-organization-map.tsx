import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import type { OrganizationMapProps } from './organization-map';

// Leaflet and its stylesheet come with the first map shown: they are large,
// and the public site's initial bundle has a budget (architecture §6).
const OrganizationMap = lazy(() => import('./organization-map').then((module) => ({ default: module.OrganizationMap })));

/** How much of the map's frame must be on screen before Leaflet and the tiles load. */
const SHOWN_SHARE = 0.25;

/**
 * Whether a quarter of the element has been on screen. Starts false, as on
 * the server, so hydration draws what the server drew.
 */
function useHasBeenShown(ref: RefObject<HTMLElement | null>): boolean {
  const [hasBeenShown, setHasBeenShown] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (hasBeenShown || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setHasBeenShown(true);
      },
      { threshold: SHOWN_SHARE },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, hasBeenShown]);
  return hasBeenShown;
}

/**
 * {@link OrganizationMap}, fetched when a quarter of it comes into view (on a
 * phone the map starts below the fold: no Leaflet or tiles for a visitor who
 * only uses the list); a grey frame of the same size stands in meanwhile.
 * Leaflet needs a browser, so the server draws the frame only.
 */
export function LazyOrganizationMap(props: OrganizationMapProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const frame = (
    <div ref={frameRef} aria-hidden="true" className={`animate-pulse rounded-theme bg-black/5 dark:bg-white/10 ${props.className ?? ''}`} />
  );
  if (!useHasBeenShown(frameRef)) return frame;
  return (
    <Suspense fallback={frame}>
      <OrganizationMap {...props} />
    </Suspense>
  );
}
