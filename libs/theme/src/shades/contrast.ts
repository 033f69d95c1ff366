import { wcagContrast, wcagLuminance } from 'culori/fn';
import { parseColor } from './color-space';

/** Least contrast WCAG 2 level AA asks of normal text, and of large text (24px, or 18.66px bold). */
export const WCAG_AA_CONTRAST = 4.5;
export const WCAG_AA_LARGE_TEXT_CONTRAST = 3;

/** WCAG relative luminance (0 … 1) of a CSS colour; NaN when it cannot be read. */
export function relativeLuminance(color: string): number {
  const parsed = parseColor(color);
  return parsed ? wcagLuminance(parsed) : Number.NaN;
}

/**
 * WCAG contrast ratio (1 … 21) between two CSS colours, in either order.
 * NaN when either cannot be read (a half-typed hex in a form), so every
 * comparison with it is false.
 */
export function contrastRatio(first: string, second: string): number {
  const [a, b] = [parseColor(first), parseColor(second)];
  return a && b ? wcagContrast(a, b) : Number.NaN;
}

/** Options of meetsWcagAA. */
export type WcagOptions = {
  /** Large text (24px, or 18.66px bold) needs 3:1 instead of 4.5:1. */
  isLargeText?: boolean;
};

/** Whether `text` on `background` is readable by WCAG 2 level AA; false when either colour cannot be read. */
export function meetsWcagAA(text: string, background: string, { isLargeText = false }: WcagOptions = {}): boolean {
  return contrastRatio(text, background) >= (isLargeText ? WCAG_AA_LARGE_TEXT_CONTRAST : WCAG_AA_CONTRAST);
}
