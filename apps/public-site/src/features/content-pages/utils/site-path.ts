/** A site path (`/vacancies/search?q=zorg#top`) in the parts a router link takes. */
export function splitSitePath(href: string): { pathname: string; search: Record<string, string>; hash: string | undefined } {
  const url = new URL(href, 'http://site.invalid');
  return { pathname: url.pathname, search: Object.fromEntries(url.searchParams), hash: url.hash.slice(1) || undefined };
}
