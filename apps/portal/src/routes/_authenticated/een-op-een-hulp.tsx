import {
  getCurrentCenterQueryOptions,
  getActiveOneToOneMatchesQueryOptions,
  getOneToOneMentorsQueryOptions,
  getOpenOneToOneRequestsQueryOptions,
} from '@platform/api-client';
import { ListLoadFailed } from '@platform/ui';
import { createFileRoute } from '@tanstack/react-router';
import { OneToOnePage } from '@portal/features/one-to-one/components/one-to-one-page';

export const Route = createFileRoute('/_authenticated/een-op-een-hulp')({
  loader: async ({ context: { queryClient, apiClient } }) => {
    const { meta } = await queryClient.ensureQueryData(getCurrentCenterQueryOptions(apiClient));
    // Where peer-to-peer support is off the page says so; the API would answer 404.
    if (!meta.features.peerToPeer) return;
    await Promise.all([
      queryClient.ensureQueryData(getOpenOneToOneRequestsQueryOptions(apiClient)),
      queryClient.ensureQueryData(getOneToOneMentorsQueryOptions(apiClient)),
      queryClient.ensureQueryData(getActiveOneToOneMatchesQueryOptions(apiClient)),
    ]);
  },
  component: OneToOnePage,
  errorComponent: ListLoadFailed,
});
