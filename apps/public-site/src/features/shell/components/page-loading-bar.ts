// The loading bar's own chunk (see lazy-page-loading-bar.tsx).
export { PageLoadingBar } from '@platform/ui';
