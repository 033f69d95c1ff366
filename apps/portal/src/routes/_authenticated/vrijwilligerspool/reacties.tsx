import { getCurrentUserQueryOptions, getProfileRepliesQueryOptions } from '@platform/api-client';
import { ListLoadFailed } from '@platform/ui';
import { createFileRoute } from '@tanstack/react-router';
import { RepliesPage } from '@portal/features/volunteer-pool/components/replies-page';
import {
  replyListSearchSchema,
  toReplyListQuery,
} from '@portal/features/volunteer-pool/utils/reply-list';
import { isPoolStaff } from '@portal/utils/pool-access';

export const Route = createFileRoute('/_authenticated/vrijwilligerspool/reacties')({
  validateSearch: replyListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, apiClient }, deps }) => {
    const user = await queryClient.ensureQueryData(getCurrentUserQueryOptions(apiClient));
    await queryClient.ensureQueryData(
      getProfileRepliesQueryOptions(
        apiClient,
        toReplyListQuery(deps, { isStaff: isPoolStaff(user.roles) }),
      ),
    );
  },
  component: RepliesRoute,
  errorComponent: ListLoadFailed,
});

function RepliesRoute() {
  return <RepliesPage search={Route.useSearch()} />;
}
