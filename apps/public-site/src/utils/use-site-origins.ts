import { useRouteContext } from '@tanstack/react-router';
import type { SiteOrigins } from '../router';

/**
 * Where this site and its centre's portal live. The server renders with the
 * centre's configured origins and hands them to the browser, so links are the
 * same in both renders.
 */
export function useSiteOrigins(): SiteOrigins {
  return useRouteContext({ from: '__root__', select: (context) => context.origins });
}
