/// <reference types="vite/client" />

// Declaration merging with Vite's own ImportMetaEnv needs an interface.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
interface ImportMetaEnv {
  /** Origin of the API when it is not the site's own origin (static hosting); empty means same origin. */
  readonly VITE_API_URL?: string;
  /** Sentry DSN; error reporting and the 'Report a Bug' widget are on only when it is set. */
  readonly VITE_SENTRY_DSN?: string;
}

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
