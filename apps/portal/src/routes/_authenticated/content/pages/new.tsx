import { PAGE_TYPES } from '@platform/contracts';
import { optionalParam } from '@platform/ui';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageEditorPage } from '@portal/features/content/components/page-editor-page';
import { publicSiteOrigin } from '@portal/features/shell/utils/navigation';

export const Route = createFileRoute('/_authenticated/content/pages/new')({
  // `?type=news` starts a news item.
  validateSearch: v.object({ type: optionalParam(v.picklist(PAGE_TYPES)) }),
  component: NewPageRoute,
});

function NewPageRoute() {
  const { type } = Route.useSearch();
  return <PageEditorPage key={type ?? 'default'} newType={type} publicSiteUrl={publicSiteOrigin(window.location.host)} />;
}
