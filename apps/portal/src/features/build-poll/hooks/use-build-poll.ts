import { useLingui } from '@lingui/react/macro';
import { useToast } from '@platform/ui';
import { useEffect } from 'react';
import { fetchBuildId, RELOAD_ACTION, watchBuild } from '../utils/build-poll';

/**
 * Polls `/build.json` every 60 s; when another build is deployed, a toast that
 * stays (duration 0) offers 'Vernieuwen' (reload). Only in built apps: the
 * dev server has no build.json.
 */
export function useBuildPoll(isEnabled: boolean): void {
  const { t } = useLingui();
  const { toast } = useToast();
  useEffect(() => {
    if (!isEnabled) return undefined;
    return watchBuild({
      readBuildId: () => fetchBuildId(),
      onNewBuild: () =>
        toast({
          color: 'info',
          title: t`A new version is available`,
          message: t`Reload the page to use it.`,
          duration: 0,
          action: { label: t`Reload`, name: RELOAD_ACTION },
        }),
    });
    // The texts are read when the toast appears; a language switch need not restart the poll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isEnabled, toast]);
}
