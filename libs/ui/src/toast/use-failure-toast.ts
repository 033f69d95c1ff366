import { useLingui } from '@lingui/react';
import { describeError } from '@platform/i18n';
import { useCallback } from 'react';
import { useToast } from './use-toast';

/** Options of the function {@link useFailureToast} returns. */
export type FailureToastOptions = {
  /** Replaces the error catalogue's text, for a failure the page words itself (a stale status, the last manager). */
  message?: string;
  /** How long it stays, in ms; longer for a text that takes a while to read. */
  duration?: number;
};

/**
 * A danger toast for a failed request: `showFailure(title, error)` tells
 * what failed (the title) and why, in the error catalogue's words for the
 * error (see describeError), unless `message` says it otherwise.
 */
export function useFailureToast() {
  const { i18n } = useLingui();
  const { toast } = useToast();
  return useCallback(
    (title: string, error: unknown, { message, duration }: FailureToastOptions = {}) =>
      toast({ color: 'danger', title, message: message ?? i18n._(describeError(error).description), duration }),
    [i18n, toast],
  );
}
