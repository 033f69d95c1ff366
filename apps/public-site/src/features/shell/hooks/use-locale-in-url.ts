import { useLingui } from '@lingui/react';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * After a language switch, writes the current location again so a `/en/…` or
 * `/nl/…` prefix follows the new language (the router's rewrite adds the
 * active one). Unprefixed visits stay unprefixed.
 */
export function useLocaleInUrl(): void {
  const router = useRouter();
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const previous = useRef(locale);
  useEffect(() => {
    if (previous.current === locale) return;
    previous.current = locale;
    const { pathname, search, hash } = router.state.location;
    void router.navigate({ to: pathname, search, hash, replace: true, resetScroll: false });
  }, [locale, router]);
}
