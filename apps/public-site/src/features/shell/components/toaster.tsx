// The lazy chunk's entry: importing the Toaster here, and not through a dynamic
// import of the lib's index (already in the initial chunk), keeps Radix toast
// out of the initial bundle.
export { Toaster } from '@platform/ui';
