import {
  ApiError,
  getCurrentUserQueryOptions,
  getPoolBlocksQueryOptions,
} from '@platform/api-client';
import { ListLoadFailed } from '@platform/ui';
import { createFileRoute } from '@tanstack/react-router';
import { BlocksPage } from '@portal/features/volunteer-pool/components/blocks-page';
import { isPoolStaff } from '@portal/utils/pool-access';

export const Route = createFileRoute('/_authenticated/vrijwilligerspool/blokkades')({
  loader: async ({ context: { queryClient, apiClient } }) => {
    const user = await queryClient.ensureQueryData(getCurrentUserQueryOptions(apiClient));
    // Stopping organisations is the centre's: an organisation sees the 403 screen.
    if (!isPoolStaff(user.roles)) throw new ApiError(403, []);
    await queryClient.ensureQueryData(getPoolBlocksQueryOptions(apiClient));
  },
  component: BlocksPage,
  errorComponent: ListLoadFailed,
});
