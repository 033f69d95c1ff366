import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React renders on the server and while the browser hydrates that
 * HTML, true from then on (and at once for a page the browser draws itself).
 * A server-rendered form is on screen before the app can handle it: a submit
 * button disabled until then keeps a fast visitor's submit (or a password
 * manager's) from sending the form natively, which would put what they typed
 * in the address.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
