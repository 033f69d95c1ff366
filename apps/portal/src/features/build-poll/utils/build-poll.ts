/** How often the portal asks whether a new build was deployed (spec §4 leaves it open). */
export const BUILD_POLL_INTERVAL_MS = 60_000;

/** The file the build writes next to index.html: `{ id, builtAt }`. */
export const BUILD_INFO_PATH = '/build.json';

/** The name of the toast action that reloads the page. */
export const RELOAD_ACTION = 'reload';

/** The build id the server has now, or `null` when it cannot be read (offline, dev server). */
export async function fetchBuildId(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetcher(BUILD_INFO_PATH, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null || !('id' in body)) return null;
    return typeof body.id === 'string' ? body.id : null;
  } catch {
    return null;
  }
}

/**
 * Watches for a new build: the first id read is the running one; the first
 * later, different id calls `onNewBuild` once. Returns a stop function.
 */
export function watchBuild({
  readBuildId,
  onNewBuild,
  intervalMs = BUILD_POLL_INTERVAL_MS,
}: {
  readBuildId: () => Promise<string | null>;
  onNewBuild: () => void;
  intervalMs?: number;
}): () => void {
  let runningId: string | null = null;
  let isDone = false;
  const check = async () => {
    const id = await readBuildId();
    if (isDone || id === null) return;
    if (runningId === null) {
      runningId = id;
    } else if (id !== runningId) {
      isDone = true;
      window.clearInterval(timer);
      onNewBuild();
    }
  };
  void check();
  const timer = window.setInterval(() => void check(), intervalMs);
  return () => {
    isDone = true;
    window.clearInterval(timer);
  };
}
