import { useEffect } from 'react';

// index.html's own icon: an empty one, so browsers do not ask for /favicon.ico.
const NO_ICON = 'data:,';

/**
 * Points the page's icon at the centre's favicon (an upload's URL), or back
 * at none when the profile has none. index.html has one `<link rel="icon">`;
 * changing its `href` is what browsers follow.
 */
export function useFavicon(url: string | null | undefined): void {
  useEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = url || NO_ICON;
  }, [url]);
}
