import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** What {@link PageBlocksContextValue.renderLink} receives. */
export type RenderLinkProps = {
  /** A path on this site, starting with `/` (it may carry `?search` and `#hash`). */
  href: string;
  className?: string;
  children: ReactNode;
};

/** How the host app lets blocks link and search. */
export type PageBlocksContextValue = {
  /** Draws an internal link, e.g. with the router's `Link` for client navigation. */
  renderLink: (props: RenderLinkProps) => ReactNode;
  /** Called with the words of a hero's vacancy search instead of submitting the form. */
  onSearch?: (q: string) => void;
};

export type PageBlocksProviderProps = Partial<PageBlocksContextValue> & { children: ReactNode };

// Without a provider, links are plain anchors: the browser loads the page.
const defaultValue: PageBlocksContextValue = {
  renderLink: ({ href, className, children }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
};

const PageBlocksContext = createContext<PageBlocksContextValue>(defaultValue);

/** Lets the host app draw the blocks' internal links and handle the hero's search. */
export function PageBlocksProvider({ renderLink = defaultValue.renderLink, onSearch, children }: PageBlocksProviderProps) {
  const value = useMemo(() => ({ renderLink, onSearch }), [renderLink, onSearch]);
  return <PageBlocksContext.Provider value={value}>{children}</PageBlocksContext.Provider>;
}

/** The link renderer and search handler of the nearest {@link PageBlocksProvider}. */
export function usePageBlocksContext(): PageBlocksContextValue {
  return useContext(PageBlocksContext);
}
