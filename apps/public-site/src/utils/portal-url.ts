/**
 * Where the staff portal lives: the configured address when the site is
 * hosted on its own (VITE_PORTAL_URL), else `portal.` in front of this host,
 * which is how every centre's hosts are set up (portal.oldebroek.localhost …).
 */
export function getPortalUrl(
  location: Pick<Location, 'protocol' | 'host'>,
  configuredUrl?: string,
): string {
  if (configuredUrl) return configuredUrl.replace(/\/+$/, '');
  return `${location.protocol}//portal.${location.host.replace(/^www\./, '')}`;
}
