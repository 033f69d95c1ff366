/**
 * The API puts a vacancy's title, description, Open Graph tags and JSON-LD
 * into the first HTML response for crawlers, marked `data-prerendered`. The
 * app renders its own for every page, so those copies go before the first
 * render: React would otherwise adopt the first `<title>` it finds, and a
 * later page would keep the vacancy's tags.
 */
export function removePrerenderedHead(document: Document): void {
  document.head.querySelectorAll('[data-prerendered]').forEach((element) => element.remove());
}
