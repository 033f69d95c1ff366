import { serializeJsonLd, type Locale } from '@platform/contracts';
import type { DehydratedState } from '@tanstack/react-query';

/** The id of the `<script type="application/json">` that carries a server render's state. */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** What a server-rendered page hands to the browser, so hydration draws the same page without fetching. */
export type ServerState = {
  /** The language the server rendered in. */
  locale: Locale;
  /** The query cache as the server's render left it. */
  queries: DehydratedState;
  /** Other values the server rendered with and the browser must use too (the site's origins). */
  settings: Record<string, string>;
};

/** The state as JSON that is safe inside a `<script>` element (escaped as JSON-LD is, so no value can close it). */
export function serializeServerState(state: ServerState): string {
  return serializeJsonLd(state);
}

/** The server's state in this document, or `undefined` on a page the browser renders alone. */
export function readServerState(document: Document): ServerState | undefined {
  const text = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return undefined;
  }
}
