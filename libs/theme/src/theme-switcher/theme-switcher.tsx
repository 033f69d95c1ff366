import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useLayoutEffect, useState } from 'react';
import { ColorModeToggle } from '../color-mode/color-mode-toggle';
import { isThemeShape, THEME_SHAPES, type ThemeShape } from '../default-theme/default-theme';

const SHAPE_LABELS = { rounded: msg`Rounded`, straight: msg`Straight` } as const;

/**
 * Previews a shape on the page through `data-shape` on `<html>`, which
 * theme.css reads before the centre's own `--radius-theme`. The attribute stays
 * after the panel closes, so the preview lasts while the visitor looks around.
 */
export function applyShapePreview(shape: ThemeShape, element: HTMLElement = document.documentElement): void {
  element.dataset['shape'] = shape;
}

/** Props of {@link ThemeSwitcher}. */
export type ThemeSwitcherProps = {
  /** The centre's shape, selected until the visitor previews another (see `resolveThemeConfig`). */
  defaultShape: ThemeShape;
  /** Extra classes for the panel. */
  className?: string;
};

/**
 * The "Customize" panel: colour mode and a local preview of the shape. It only
 * changes this browser's view; nothing is sent to the API.
 */
export function ThemeSwitcher({ defaultShape, className }: ThemeSwitcherProps) {
  const { i18n } = useLingui();
  const name = useId();
  const [shape, setShape] = useState<ThemeShape>(() => {
    const previewed = typeof document === 'undefined' ? undefined : document.documentElement.dataset['shape'];
    return isThemeShape(previewed) ? previewed : defaultShape;
  });

  useLayoutEffect(() => applyShapePreview(shape), [shape]);

  return (
    <div className={`flex flex-col gap-6 ${className ?? ''}`}>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">
          <Trans>Colour mode</Trans>
        </h3>
        <ColorModeToggle showLabels />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">
          <Trans>Shape</Trans>
        </legend>
        <div className="flex gap-2">
          {THEME_SHAPES.map((option) => (
            <label
              key={option}
              className="inline-flex cursor-pointer items-center gap-2 rounded-theme border border-black/15 px-3 py-2 text-sm font-semibold has-checked:border-primary has-checked:bg-primary has-checked:text-on-primary has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary dark:border-white/20"
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={shape === option}
                onChange={() => setShape(option)}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className="size-4 border-2 border-current"
                style={{ borderRadius: option === 'straight' ? 0 : 6 }}
              />
              {i18n._(SHAPE_LABELS[option])}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
