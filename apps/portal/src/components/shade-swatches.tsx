import type { ColorShades } from '@platform/api-client';
import { SHADE_KEYS } from '@platform/contracts';

/** Props of {@link ShadeSwatches}. */
export type ShadeSwatchesProps = {
  /** The set to show; nothing is shown without one (a colour that cannot be read yet). */
  shades: ColorShades | null;
  /** Names the list, e.g. "Shades of the primary colour". */
  label: string;
};

/** The eleven steps (50 … 950) of a shade set as swatches, each with its step (and its hex value for screen readers and on hover). */
export function ShadeSwatches({ shades, label }: ShadeSwatchesProps) {
  if (!shades) return null;
  return (
    <div>
      <p className="text-sm font-semibold">{label}</p>
      <ul aria-label={label} className="mt-2 grid grid-cols-6 gap-1.5 sm:grid-cols-11">
        {SHADE_KEYS.map((key) => (
          <li key={key} className="flex flex-col gap-1 text-xs">
            <span
              aria-hidden="true"
              title={shades[key]}
              className="h-8 rounded-sm border border-black/10 dark:border-white/20"
              style={{ backgroundColor: shades[key] }}
            />
            <span className="font-semibold">{key}</span>
            {/* Too long for a narrow column; the swatch's tooltip shows it too. */}
            <span className="sr-only">{shades[key]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
