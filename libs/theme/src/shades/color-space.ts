// culori's useMode registers a colour space; it is no React hook, whatever its name.
import { modeLrgb, modeOklch, modeRgb, parse, useMode as registerMode, type Color } from 'culori/fn';

let isReady = false;

/**
 * Parses a CSS colour (hex, `rgb()`, a name, `oklch()`…) with culori's
 * tree-shakable build. The colour spaces are registered on first use rather
 * than at import, so bundles that never touch colours carry none of them.
 */
export function parseColor(value: string): Color | undefined {
  if (!isReady) {
    registerMode(modeRgb);
    registerMode(modeLrgb);
    registerMode(modeOklch);
    isReady = true;
  }
  return parse(value);
}
