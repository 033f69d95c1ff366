import type { AppContext, TenantId } from '@platform/contracts';
import type { TenantFeatures } from '@platform/tenancy';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '../api-client-provider';
import type { ApiClient } from '../client';

/** A colour scale keyed by shade step ("50" … "950"). */
export type ColorShades = Record<string, string>;

export type ThemeConfig = {
  defaultShape?: 'rounded' | 'straight';
  fonts?: { sans?: string; heading?: string };
  cssVariables?: Record<string, string>;
  header?: {
    fullWidth?: boolean;
    variant?: string;
    sticky?: boolean;
    languageToggle?: boolean;
    centerMenuItems?: boolean;
    menuItemFontClass?: string | null;
  };
  footer?: { variant?: string };
};

/** The site profile of a volunteer centre: branding, theme, footer and contact person. */
export type VolunteerCenterProfile = {
  id: string;
  type: 'volunteer_center_profiles';
  name: string | null;
  websiteLogoUrl: string | null;
  websiteLogoDarkModeUrl: string | null;
  faviconUrl: string | null;
  gtagId: string | null;
  primaryColor: string | null;
  secondaryColor: string | null;
  mutedColor: string | null;
  backgroundColor: string | null;
  textColor: string | null;
  primaryColorShades: ColorShades | null;
  secondaryColorShades: ColorShades | null;
  showAnbiLogo: boolean;
  showNovLogo: boolean;
  themeConfig: ThemeConfig | null;
  contactPersonName: string | null;
  contactPersonEmail: string | null;
  contactPersonPhone: string | null;
  contactPersonJobTitle: string | null;
  /** An upload's URL (`/uploads/<tenant>/<id>.<ext>`). */
  contactPersonPhotoUrl: string | null;
  /** The social map's XYZ tile URL template (`{z}/{x}/{y}`); null is the platform default. */
  mapTileUrl: string | null;
  mapTileAttribution: string | null;
} & Partial<Record<`footerColumn${1 | 2 | 3 | 4 | 6 | 8}${'Title' | 'Content'}`, string | null>>;

export type VolunteerCenter = {
  id: string;
  type: 'volunteer_centers';
  name: string;
  slug: string;
  profile?: VolunteerCenterProfile | null;
};

/** What the API says about the tenant the current host belongs to. */
export type TenantMeta = {
  tenant: TenantId;
  appName: string;
  appContext: AppContext;
  features: TenantFeatures;
  /** The centres' time zone (IANA, e.g. Europe/Amsterdam): every date the apps show is in it. */
  timeZone: string;
  /** Whether the portal offers its developer test pages /test/* to admins (TEST_PAGES, off in production by default). */
  testPages: boolean;
};

/** The centre chosen by the host the visitor arrived on, with its profile and tenant. */
export type CurrentCenter = { center: VolunteerCenter; meta: TenantMeta };

export const volunteerCenterKeys = {
  all: ['volunteer-centers'] as const,
  current: () => [...volunteerCenterKeys.all, 'current'] as const,
};

/**
 * Fetches the current centre with its profile, and from then on sends its
 * tenant, variant and id with every call.
 */
export async function fetchCurrentCenter(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<CurrentCenter> {
  const { data, meta } = await client.read<VolunteerCenter>('/api/v1/volunteer_centers/current', {
    query: { include: 'profile' },
    signal,
  });
  const current = { center: data, meta: meta as TenantMeta };
  actForCenter(client, current);
  return current;
}

/**
 * Sends the centre's tenant, variant and id with every later call: done on
 * fetching the centre, and on hydrating a page whose centre the server fetched.
 */
export function actForCenter(client: ApiClient, { center, meta }: CurrentCenter): void {
  client.setContext({ tenant: meta.tenant, appContext: meta.appContext, volunteerCenterId: center.id });
}

export function getCurrentCenterQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: volunteerCenterKeys.current(),
    queryFn: ({ signal }) => fetchCurrentCenter(client, signal),
    // The host decides the centre, so it cannot change while the page is open.
    staleTime: Infinity,
  });
}

/** The current centre; load it before the first render (route loader) so this never suspends. */
export function useCurrentCenter(): CurrentCenter {
  return useSuspenseQuery(getCurrentCenterQueryOptions(useApiClient())).data;
}
