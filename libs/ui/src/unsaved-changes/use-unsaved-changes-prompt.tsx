import { Trans } from '@lingui/react/macro';
import { useBlocker } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ConfirmDialog } from '../dialog/confirm-dialog';

/**
 * Asks before leaving a page with unsaved changes (spec §4): navigations in
 * the app are held until the user answers the dialog; closing or reloading the
 * tab gets the browser's own prompt (browsers ignore custom text there).
 * Render the returned element where the page renders its content.
 *
 * @param isDirty whether the page has changes that would be lost, e.g. `formState.isDirty`.
 * @returns the confirmation dialog, closed unless a navigation is waiting.
 */
export function useUnsavedChangesPrompt(isDirty: boolean): ReactElement {
  const blocker = useBlocker({
    shouldBlockFn: () => isDirty,
    enableBeforeUnload: () => isDirty,
    withResolver: true,
  });
  const isBlocked = blocker.status === 'blocked';
  return (
    <ConfirmDialog
      isOpen={isBlocked}
      title={<Trans>You have unsaved changes. Are you sure you want to leave?</Trans>}
      confirmLabel={<Trans>Leave</Trans>}
      cancelLabel={<Trans>Stay</Trans>}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
