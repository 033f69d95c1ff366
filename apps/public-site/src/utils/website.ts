/** A website as people read it: without the scheme and a trailing slash. */
export function displayWebsite(website: string): string {
  return website.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}
