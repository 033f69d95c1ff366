/** A cross: the path of every close button's icon. */
export const CLOSE_ICON_PATH = 'M6 6l12 12M18 6L6 18';

/**
 * A line icon drawn by one SVG path on a 24-unit grid, in the text's colour.
 * Decorative: the control it sits in carries the name.
 */
export function StrokeIcon({ path, className = 'size-5' }: { path: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`${className} fill-none stroke-current stroke-2`}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}
