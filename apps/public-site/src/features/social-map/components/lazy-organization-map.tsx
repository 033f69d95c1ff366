import { lazy, Suspense } from 'react';
import type { OrganizationMapProps } from './organization-map';

// Leaflet and its stylesheet come with the first map shown: they are large,
// and the public site's initial bundle has a budget (architecture §6).
const OrganizationMap = lazy(() => import('./organization-map').then((module) => ({ default: module.OrganizationMap })));

/** {@link OrganizationMap}, fetched on first use; a grey frame of the same size stands in meanwhile. */
export function LazyOrganizationMap(props: OrganizationMapProps) {
  return (
    <Suspense
      fallback={<div aria-hidden="true" className={`animate-pulse rounded-theme bg-black/5 dark:bg-white/10 ${props.className ?? ''}`} />}
    >
      <OrganizationMap {...props} />
    </Suspense>
  );
}
