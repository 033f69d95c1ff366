import {
  ApiError,
  getCurrentUserQueryOptions,
  getDataViewerRecordsQueryOptions,
  isApiError,
} from '@platform/api-client';
import { ListLoadFailed } from '@platform/ui';
import { createFileRoute } from '@tanstack/react-router';
import { DataViewerHeading } from '@portal/features/data-viewer/components/data-viewer-heading';
import { DataViewerPage } from '@portal/features/data-viewer/components/data-viewer-page';
import {
  dataViewerSearchSchema,
  toDataViewerQuery,
} from '@portal/features/data-viewer/utils/data-viewer-search';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';

export const Route = createFileRoute('/_authenticated/admin/data-viewer')({
  validateSearch: dataViewerSearchSchema,
  // Admins only (the API refuses everyone else too); others see the 403 screen.
  beforeLoad: async ({ context: { queryClient, apiClient } }) => {
    const user = await queryClient.ensureQueryData(getCurrentUserQueryOptions(apiClient));
    if (!user.roles.some((role) => role.name === 'admin')) throw new ApiError(403, []);
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, apiClient }, deps }) =>
    queryClient.ensureQueryData(getDataViewerRecordsQueryOptions(apiClient, toDataViewerQuery(deps))),
  component: DataViewerRoute,
  errorComponent: ({ error, reset }) =>
    isApiError(error) && error.status === 403 ? (
      <PortalErrorScreen error={error} isEmbedded />
    ) : (
      <>
        <DataViewerHeading />
        <ListLoadFailed error={error} reset={reset} />
      </>
    ),
});

function DataViewerRoute() {
  return <DataViewerPage search={Route.useSearch()} />;
}
