/** Only web addresses become links: a stored `javascript:` URL must never be clickable. */
export function safeWebsite(website: string | null | undefined): string | null {
  return website && /^https?:\/\//i.test(website) ? website : null;
}

/** A website as people read it: without the scheme and a trailing slash. */
export function displayWebsite(website: string): string {
  return website.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}
