import { useLingui } from '@lingui/react/macro';
import { UPDATE_CURRENT_USER_MUTATION_KEY } from '@platform/auth';
import { useToast } from '@platform/ui';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

const UPDATE_KEY_HASH = hashKey(UPDATE_CURRENT_USER_MUTATION_KEY);

/**
 * Confirms every saved profile change with a success toast, besides the
 * form's own message, so the confirmation is also seen (and announced) when
 * the form's message is out of view.
 */
export function useProfileSavedToast(): void {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        const key = event.mutation.options.mutationKey;
        if (!key || hashKey(key) !== UPDATE_KEY_HASH) return;
        toast({ color: 'success', title: t`Your changes have been saved` });
      }),
    [queryClient, toast, t],
  );
}
