import { getFileLibraryQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { FileLibraryPage } from '@portal/features/content/components/file-library-page';
import { fileLibrarySearchSchema, toFileLibraryQuery } from '@portal/features/content/utils/file-library-search';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';

export const Route = createFileRoute('/_authenticated/content/file-upload')({
  validateSearch: fileLibrarySearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, apiClient }, deps }) => queryClient.ensureQueryData(getFileLibraryQueryOptions(apiClient, toFileLibraryQuery(deps))),
  component: FileLibraryRoute,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});

function FileLibraryRoute() {
  return <FileLibraryPage search={Route.useSearch()} />;
}
