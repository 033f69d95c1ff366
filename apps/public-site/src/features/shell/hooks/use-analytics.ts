import { useEffect } from 'react';

/**
 * Loads Google's analytics script only when the centre has an analytics id
 * (spec §7). The code that checks the id and adds the script comes with it,
 * so the first download of the many centres without one does not carry it.
 */
export function useAnalytics(gtagId: string | null | undefined): void {
  useEffect(() => {
    if (!gtagId) return;
    void import('../utils/load-analytics').then(({ loadAnalytics }) => loadAnalytics(gtagId));
  }, [gtagId]);
}
