/** The page's cookies by name, values decoded. */
export function readCookies(): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    cookies.set(
      part.slice(0, separator).trim(),
      decodeURIComponent(part.slice(separator + 1).trim()),
    );
  }
  return cookies;
}
