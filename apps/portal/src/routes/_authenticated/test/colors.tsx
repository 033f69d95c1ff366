import { createFileRoute } from '@tanstack/react-router';
import { ColorsTestPage } from '@portal/features/test-pages/components/colors-test-page';

export const Route = createFileRoute('/_authenticated/test/colors')({
  component: ColorsTestPage,
});
