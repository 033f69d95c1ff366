import { getPublicFormsQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { WorkshopsPage } from '../features/forms/components/workshops-page';
import { WORKSHOPS_QUERY } from '../features/forms/utils/form-queries';

export const Route = createFileRoute('/workshops')({
  // The centre's workshops and trainings open for sign-up (spec §2: public).
  staticData: { isPublic: true },
  loader: ({ context: { queryClient, apiClient } }) =>
    queryClient.ensureQueryData(getPublicFormsQueryOptions(apiClient, WORKSHOPS_QUERY)),
  component: WorkshopsPage,
});
