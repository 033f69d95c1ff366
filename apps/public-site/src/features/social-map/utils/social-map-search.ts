import { optionalParam, textParam, uuidParam } from '@platform/ui';
import * as v from 'valibot';

// The social map's URL parameters on their own: the route checks them when a
// URL is matched (in the site's first script); the rest loads with the page.

/** Longest name search the page sends. */
export const MAX_SEARCH_LENGTH = 100;

/** The two ways to show the organisations: the map, or the list that keyboards and screen readers use. */
export const SOCIAL_MAP_VIEWS = ['map', 'list'] as const;
export type SocialMapView = (typeof SOCIAL_MAP_VIEWS)[number];

/** The view without `?view=`: the map. */
export const DEFAULT_SOCIAL_MAP_VIEW: SocialMapView = 'map';

/**
 * The social map's filters and view in the URL (`validateSearch`), so a
 * filtered map is a link to share and back and forward step through filters.
 * A value that does not fit is dropped, so a mangled shared link still opens
 * the map; ids that are no UUID too (the API would refuse them).
 */
export const socialMapSearchSchema = v.object({
  q: optionalParam(textParam(MAX_SEARCH_LENGTH)),
  type: optionalParam(uuidParam),
  activity: optionalParam(uuidParam),
  view: optionalParam(v.picklist(SOCIAL_MAP_VIEWS)),
});

export type SocialMapSearch = v.InferOutput<typeof socialMapSearchSchema>;
