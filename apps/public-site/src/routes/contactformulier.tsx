import { getPublicFormsQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { ContactFormPage } from '../features/forms/components/contact-form-page';
import { CONTACT_FORM_QUERY } from '../features/forms/utils/form-queries';

export const Route = createFileRoute('/contactformulier')({
  // The centre's contact form (spec §2: public).
  staticData: { isPublic: true },
  loader: ({ context: { queryClient, apiClient } }) =>
    queryClient.ensureQueryData(getPublicFormsQueryOptions(apiClient, CONTACT_FORM_QUERY)),
  component: ContactFormPage,
});
