import { Trans, useLingui } from '@lingui/react/macro';
import type { PageBlock } from '@platform/contracts';
import { PageBlocks, PageBlocksProvider, type RenderLinkProps } from '@platform/page-blocks';
import { useCallback, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { PREVIEW_COLOR_MODES, type PreviewColorMode } from '../utils/labels';
import type { PageFormValues } from '../utils/page-form';

const LIGHT: PreviewColorMode = 'light';

/**
 * The page as visitors will see it, redrawn as the editor types: its title
 * and blocks in the centre's own theme, light or dark. Links open the public
 * site in a new tab, so the editor (and its unsaved changes) stays.
 */
export function PagePreview({ publicSiteUrl }: { publicSiteUrl: string }) {
  const { t } = useLingui();
  const [mode, setMode] = useState<PreviewColorMode>(LIGHT);
  const [title, showTitleOnPage, blocks] = useWatch<PageFormValues, ['title', 'showTitleOnPage', 'blocks']>({
    name: ['title', 'showTitleOnPage', 'blocks'],
  });
  const renderLink = useCallback(
    ({ href, className, children }: RenderLinkProps) => (
      <a href={`${publicSiteUrl}${href}`} target="_blank" rel="noopener" className={className}>
        {children}
      </a>
    ),
    [publicSiteUrl],
  );
  return (
    <section aria-label={t`Preview`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-heading text-xl font-bold">
          <Trans>Preview</Trans>
        </h2>
        <div role="group" aria-label={t`Colour mode of the preview`} className="flex gap-1 rounded-theme border border-black/15 p-1 dark:border-white/20">
          {PREVIEW_COLOR_MODES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={mode === option}
              onClick={() => setMode(option)}
              className="rounded-theme px-3 py-1 text-sm font-semibold aria-pressed:bg-primary aria-pressed:text-on-primary"
            >
              {option === 'light' ? <Trans>Light</Trans> : <Trans>Dark</Trans>}
            </button>
          ))}
        </div>
      </div>
      <div
        data-preview-color-mode={mode}
        className={`${mode === 'dark' ? 'dark' : ''} max-h-[80vh] overflow-y-auto rounded-theme border border-black/15 bg-background text-text dark:border-white/20`}
      >
        {showTitleOnPage && title && (
          <p className="mx-auto max-w-6xl px-4 pt-8 font-heading text-3xl font-bold tracking-tight sm:px-6">{title}</p>
        )}
        <PageBlocksProvider renderLink={renderLink}>
          <PageBlocks blocks={(blocks ?? []) as PageBlock[]} isPreview hasPageHeading />
        </PageBlocksProvider>
      </div>
    </section>
  );
}
