/** What the visitor chose: follow the operating system, or always light or dark. */
export type ColorModePreference = 'system' | 'light' | 'dark';

/** The mode the page is actually drawn in. */
export type ColorMode = 'light' | 'dark';

/** The preferences in the order a toggle offers them. */
export const COLOR_MODE_PREFERENCES = ['system', 'light', 'dark'] as const satisfies readonly ColorModePreference[];

/** localStorage key of the saved preference; an inline script in index.html may read it to avoid a flash. */
export const COLOR_MODE_STORAGE_KEY = 'color-mode';

/** The media query that tells whether the operating system is in dark mode. */
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

/** Narrows an unknown value (e.g. read from storage) to a preference. */
export function isColorModePreference(value: unknown): value is ColorModePreference {
  return typeof value === 'string' && (COLOR_MODE_PREFERENCES as readonly string[]).includes(value);
}

/**
 * Decides the mode to draw: a route's forced mode wins, then an explicit
 * preference, and 'system' follows the operating system.
 */
export function resolveColorMode(
  preference: ColorModePreference,
  prefersDark: boolean,
  forced?: ColorMode | null,
): ColorMode {
  if (forced) return forced;
  if (preference === 'system') return prefersDark ? 'dark' : 'light';
  return preference;
}

/**
 * Reads the saved preference, 'system' when nothing valid is saved. Storage may
 * throw (disabled cookies, private mode), which must not break the page.
 */
export function readColorModePreference(storage: Storage | undefined = browserStorage()): ColorModePreference {
  try {
    const saved = storage?.getItem(COLOR_MODE_STORAGE_KEY);
    return isColorModePreference(saved) ? saved : 'system';
  } catch {
    return 'system';
  }
}

/** Saves the preference on this device; 'system' removes the entry so the OS decides again. */
export function saveColorModePreference(
  preference: ColorModePreference,
  storage: Storage | undefined = browserStorage(),
): void {
  try {
    if (preference === 'system') storage?.removeItem(COLOR_MODE_STORAGE_KEY);
    else storage?.setItem(COLOR_MODE_STORAGE_KEY, preference);
  } catch {
    // A preference that cannot be saved still applies for this visit.
  }
}

/**
 * Draws the page in a mode: `class="dark"` for Tailwind's dark variant,
 * `data-color-mode` for plain CSS, and `color-scheme` so form controls and
 * scrollbars follow.
 */
export function applyColorMode(mode: ColorMode, element: HTMLElement = document.documentElement): void {
  element.classList.toggle('dark', mode === 'dark');
  element.dataset['colorMode'] = mode;
  element.style.colorScheme = mode;
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
