import { getStockImagesQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { StockImagesPage } from '@portal/features/content/components/stock-images-page';
import { stockImageSearchSchema, toStockImageQuery } from '@portal/features/content/utils/stock-image-form';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';

export const Route = createFileRoute('/_authenticated/content/stock-images')({
  validateSearch: stockImageSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, apiClient }, deps }) => queryClient.ensureQueryData(getStockImagesQueryOptions(apiClient, toStockImageQuery(deps))),
  component: StockImagesRoute,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});

function StockImagesRoute() {
  return <StockImagesPage search={Route.useSearch()} />;
}
