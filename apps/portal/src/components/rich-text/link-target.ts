/**
 * A link target typed in the link dialog, made absolute: `example.nl` becomes
 * `https://example.nl`, an e-mail address a `mailto:` link. `null` when it is
 * not a web, mail or phone link (so `javascript:` never becomes a link).
 */
export function normaliseLinkTarget(input: string): string | null {
  const target = input.trim();
  if (!target || /\s/.test(target)) return null;
  if (/^(mailto|tel):/i.test(target)) return target;
  if (/^[^@/:]+@[^@/:]+\.[^@/:]+$/.test(target)) return `mailto:${target}`;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(target) ? target : `https://${target}`;
  try {
    const url = new URL(withScheme);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A mail template's placeholder typed as a link target (`{{ link }}`,
 * `{{vacancy.url}}`), written the one way the API reads it; `null` for
 * anything else.
 */
export function placeholderLinkTarget(input: string): string | null {
  const name = /^\{\{\s*([a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)*)\s*\}\}$/i.exec(input.trim())?.[1];
  return name ? `{{ ${name} }}` : null;
}
