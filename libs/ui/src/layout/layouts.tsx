import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** The layouts of spec §2; a route picks one by name. */
export type LayoutName = 'default' | 'empty' | 'wide';

/** Props shared by the layouts. */
export type LayoutProps = {
  /** The app's header (navigation, toolbar); the empty layout has none. */
  header?: ReactNode;
  /** The app's footer; the empty layout has none. */
  footer?: ReactNode;
  /** The page. */
  children: ReactNode;
};

function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-theme bg-primary px-4 py-2 font-semibold text-on-primary focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}

// `main` takes focus from the skip link; its outline would frame the whole page.
const MAIN_CLASSES = 'flex-1 focus:outline-none';

// Header, a centred content column and footer: the frame of most pages.
const DEFAULT_MAIN = 'mx-auto w-full max-w-6xl px-4 py-10 sm:px-6';
// Only the page, centred on the screen, for sign-in, `/switch` and public forms.
const EMPTY_MAIN = 'flex flex-col items-center justify-center px-4 py-10';
// A full-width page, for content pages whose blocks set their own widths.
const WIDE_MAIN = 'w-full';
const MAIN_WIDTH: Record<LayoutName, string> = { default: DEFAULT_MAIN, empty: EMPTY_MAIN, wide: WIDE_MAIN };

/** Props of {@link Layout}. */
export type LayoutSwitchProps = LayoutProps & {
  /** Which layout to draw; `default` when the route names none. */
  name?: LayoutName;
  /** A white page instead of the theme background (wide layout), e.g. content pages and the changelog (spec §2). */
  isWhite?: boolean;
};

/**
 * Draws the layout a route asks for, e.g. from its `staticData.layout`:
 * `<Layout name={layout} header={<Header />} footer={<Footer />}>`. The empty
 * layout leaves out header and footer (the page supplies its own headings).
 * Every layout keeps the page at the same place in one tree, so moving from a
 * page in one layout to a page in another never draws the new page twice: a
 * form typed into while the layout changed keeps what was typed.
 */
export function Layout({ name = 'default', header, footer, children, isWhite = false }: LayoutSwitchProps) {
  const isEmpty = name === 'empty';
  const isWhitePage = name === 'wide' && isWhite;
  return (
    <div
      data-background={name === 'wide' ? (isWhite ? 'white' : 'theme') : undefined}
      className={`flex min-h-dvh flex-col font-sans ${isWhitePage ? 'bg-white text-gray-900 dark:bg-background dark:text-text' : 'bg-background text-text'}`}
    >
      {!isEmpty && <SkipLink />}
      {!isEmpty && header}
      <main id="main" tabIndex={-1} className={`${MAIN_CLASSES} ${MAIN_WIDTH[name]}`}>
        {children}
      </main>
      {!isEmpty && footer}
    </div>
  );
}
