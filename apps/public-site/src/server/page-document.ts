import { escapeHtml } from '@platform/contracts';
import { SERVER_STATE_ELEMENT_ID } from '@platform/ui';
import type { RenderedPage } from './render-page';

/**
 * The built `index.html` with a rendered page in it: the page's language and
 * theme on `<html>`, its title and link-preview tags in the head (replacing
 * the template's title), its markup in `#root`, and its state for hydration
 * right after it.
 */
export function pageDocument(template: string, page: RenderedPage): string {
  const attributes = Object.entries({ lang: page.locale, ...page.htmlAttributes })
    .filter(([, value]) => value.length > 0)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  const hasTitle = /<title[\s>]/i.test(page.head);
  return template
    .replace(/<html\b[^>]*>/i, `<html${attributes}>`)
    .replace(/<title\b[^>]*>[\s\S]*?<\/title>/i, hasTitle ? '' : '$&')
    .replace(/<\/head>/i, () => `${page.head}</head>`)
    .replace(
      /<div id="root"><\/div>/,
      () =>
        `<div id="root">${page.body}</div><script id="${SERVER_STATE_ELEMENT_ID}" type="application/json">${page.state}</script>`,
    );
}
