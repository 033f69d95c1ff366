/** The loads only the server's render waits for (a module the browser's bundle leaves out). */
type ServerPageLoads = typeof import('../server/page-loads');

/**
 * Loads, in the server's render only, what a page loads inside itself in the
 * browser (showing its own loading state there), so the first HTML holds it.
 * A failure is left to the page, which shows its own error state. The
 * browser's build drops the call's body, and with it the loads' code.
 */
export async function loadForServerRender(load: (loads: ServerPageLoads) => Promise<unknown>): Promise<void> {
  if (!import.meta.env.SSR) return;
  const loads = await import('../server/page-loads');
  await load(loads).catch(() => undefined);
}
