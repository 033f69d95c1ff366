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

/** Props of {@link WideLayout}. */
export type WideLayoutProps = LayoutProps & {
  /** A white page instead of the theme background, e.g. content pages and the changelog (spec §2). */
  isWhite?: boolean;
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

/** Header, a centred content column and footer: the frame of most pages. */
export function DefaultLayout({ header, footer, children }: LayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-background font-sans text-text">
      <SkipLink />
      {header}
      <main id="main" tabIndex={-1} className={`${MAIN_CLASSES} mx-auto w-full max-w-6xl px-4 py-10 sm:px-6`}>
        {children}
      </main>
      {footer}
    </div>
  );
}

/**
 * Only the page, centred on the screen, for sign-in, `/switch` and public forms.
 * The page supplies its own headings; header and footer props are ignored on purpose.
 */
export function EmptyLayout({ children }: LayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-background font-sans text-text">
      <main id="main" tabIndex={-1} className={`${MAIN_CLASSES} flex flex-col items-center justify-center px-4 py-10`}>
        {children}
      </main>
    </div>
  );
}

/**
 * Header and footer around a full-width page, for content pages whose blocks
 * set their own widths; `isWhite` for a white background.
 */
export function WideLayout({ header, footer, children, isWhite = false }: WideLayoutProps) {
  return (
    <div
      data-background={isWhite ? 'white' : 'theme'}
      className={`flex min-h-dvh flex-col font-sans ${isWhite ? 'bg-white text-gray-900 dark:bg-background dark:text-text' : 'bg-background text-text'}`}
    >
      <SkipLink />
      {header}
      <main id="main" tabIndex={-1} className={`${MAIN_CLASSES} w-full`}>
        {children}
      </main>
      {footer}
    </div>
  );
}

/** Props of {@link Layout}. */
export type LayoutSwitchProps = WideLayoutProps & {
  /** Which layout to draw; `default` when the route names none. */
  name?: LayoutName;
};

/**
 * Draws the layout a route asks for, e.g. from its `staticData.layout`:
 * `<Layout name={layout} header={<Header />} footer={<Footer />}>`.
 */
export function Layout({ name, ...props }: LayoutSwitchProps) {
  switch (name) {
    case 'empty':
      return <EmptyLayout {...props} />;
    case 'wide':
      return <WideLayout {...props} />;
    default:
      return <DefaultLayout {...props} />;
  }
}
