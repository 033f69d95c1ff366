/// <reference types="vite/client" />

// Declaration merging with Vite's own ImportMetaEnv needs an interface.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
interface ImportMetaEnv {
  /** Origin of the API when it is not the site's own origin (static hosting); empty means same origin. */
  readonly VITE_API_URL?: string;
}

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
