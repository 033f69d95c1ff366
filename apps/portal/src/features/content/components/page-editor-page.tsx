import { Trans, useLingui } from '@lingui/react/macro';
import {
  refusedAttributes,
  useCurrentCenter,
  usePageMutations,
  type ManagedPage,
} from '@platform/api-client';
import { PAGE_LAYOUTS, PAGE_TYPES, type PageType } from '@platform/contracts';
import { describeError, DocumentTitle } from '@platform/i18n';
import {
  applyApiFieldErrors,
  Button,
  Checkbox,
  Form,
  FormFailureAlert,
  FormUnsavedChangesGuard,
  Select,
  Textarea,
  TextField,
  useToast,
} from '@platform/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { TEXT_LINK_CLASSES } from '@portal/components/dark-mode-classes';
import { usePageActions } from '../hooks/use-page-actions';
import { PAGE_LAYOUT_LABELS, PAGE_TYPE_LABELS } from '../utils/labels';
import {
  pageFormSchema,
  pageFormValues,
  toPageAttributes,
  type PageFormOutput,
  type PageFormValues,
} from '../utils/page-form';
import { ImageField } from './block-fields';
import { BlockList } from './block-list';
import { PageHistory } from './page-history';
import { PagePreview } from './page-preview';
import { PublicationBadge } from './publication-badge';

const COVER_IMAGE = 'coverImage';

type SaveIntent = 'draft' | 'publish';
const SAVE_DRAFT: SaveIntent = 'draft';
const SAVE_AND_PUBLISH: SaveIntent = 'publish';
const DEFAULT_PAGE_TYPE: PageType = 'default';

type Failure = { title: string; description: string | null; issues: string[] };

/** Props of {@link PageEditorPage}. */
export type PageEditorPageProps = {
  /** The page to edit; a new page when absent. */
  page?: ManagedPage;
  /** The type of a new page. */
  newType?: PageType;
  /** The centre's public site, for the preview's links and "view on the website". */
  publicSiteUrl: string;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-theme border border-black/15 p-5 dark:border-white/20">
      <legend className="px-1 font-heading text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The home-page box only makes sense for an ordinary page. */
function HomePageField() {
  const { t } = useLingui();
  const pageType = useWatch<PageFormValues, 'pageType'>({ name: 'pageType' });
  if (pageType !== 'default') return null;
  return <Checkbox name="isHome" label={t`This is the home page`} description={t`Shown at the site's address (/); the current home page stops being it.`} />;
}

/**
 * `/content/pages/new` and `/content/pages/{id}`: a page's fields, its blocks
 * with a live preview, and saving as a draft or publishing. Visitors keep the
 * published version until the draft is published; the history restores an
 * earlier one.
 */
export function PageEditorPage({ page, newType = DEFAULT_PAGE_TYPE, publicSiteUrl }: PageEditorPageProps) {
  const { t, i18n } = useLingui();
  const { meta } = useCurrentCenter();
  const { toast } = useToast();
  const navigate = useNavigate();
  const { create, update } = usePageMutations();
  const actions = usePageActions();
  const [failure, setFailure] = useState<Failure | null>(null);
  const intent = useRef<SaveIntent>(SAVE_DRAFT);
  const pageTitle = page?.title ?? '';
  const heading = page ? t`Edit “${pageTitle}”` : newType === 'news' ? t`New news item` : t`New page`;

  const handleSubmit = async (values: PageFormOutput, form: UseFormReturn<PageFormValues, unknown, PageFormOutput>) => {
    const publish = intent.current === SAVE_AND_PUBLISH;
    const attributes = toPageAttributes(values, { publish, storedPublishedAt: page?.publishedAt ?? null });
    setFailure(null);
    try {
      const saved = page ? await update.mutateAsync({ id: page.id, attributes }) : await create.mutateAsync(attributes);
      const title = saved.title;
      toast(
        publish
          ? { color: 'success', title: t`Page published`, message: t`“${title}” is on the website.` }
          : { color: 'success', title: t`Draft saved`, message: t`Visitors see “${title}” as it was last published.` },
      );
      form.reset(pageFormValues(saved));
      if (!page) void navigate({ to: '/content/pages/$id', params: { id: saved.id }, replace: true, ignoreBlocker: true });
    } catch (error) {
      const title = publish ? t`The page could not be published` : t`The page could not be saved`;
      const marked = applyApiFieldErrors(form, error, { shouldFocus: true });
      const unmarked = marked.filter((issue) => issue.field === undefined);
      const described = describeError(error);
      setFailure({
        title,
        description: refusedAttributes(error).length > 0 ? t`Correct the marked fields and save again.` : i18n._(described.description),
        issues: unmarked.map(({ attribute }) => t`${attribute} is not valid.`),
      });
    }
  };

  const isPending = create.isPending || update.isPending;
  return (
    <>
      <DocumentTitle page={heading} appName={meta.appName} />
      {actions.dialogs}
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <Link to="/content" className={`${TEXT_LINK_CLASSES} text-sm`}>
            <Trans>Back to the content</Trans>
          </Link>
          <h1 className="mt-1 font-heading text-3xl font-bold tracking-tight">{heading}</h1>
          {page && (
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <PublicationBadge page={page} />
              {page.isPublished && (
                <a href={`${publicSiteUrl}${page.path}`} target="_blank" rel="noopener" className={TEXT_LINK_CLASSES}>
                  <Trans>View on the website</Trans>
                </a>
              )}
            </div>
          )}
        </div>
        {page && (
          <div className="flex flex-wrap gap-2">
            {page.isPublished && (
              <Button variant="outline" disabled={actions.isPending} onClick={() => actions.unpublish(page)}>
                <Trans>Take offline</Trans>
              </Button>
            )}
            <Button variant="outline" disabled={actions.isPending} onClick={() => actions.duplicate(page)}>
              <Trans>Copy</Trans>
            </Button>
            <Button
              variant="outline"
              disabled={actions.isPending}
              onClick={() => actions.remove(page, () => void navigate({ to: '/content', ignoreBlocker: true }))}
            >
              <Trans>Delete</Trans>
            </Button>
          </div>
        )}
      </div>
      <Form schema={pageFormSchema} defaultValues={pageFormValues(page, newType)} onSubmit={handleSubmit} aria-label={t`Page`} className="flex flex-col gap-6">
        <FormUnsavedChangesGuard />
        <FormFailureAlert failure={failure} title={failure?.title} description={failure?.description} issues={failure?.issues} />
        <div className="grid gap-8 xl:grid-cols-2">
          <div className="flex flex-col gap-6">
            <Section title={t`Page`}>
              <TextField name="title" label={t`Title`} isRequired maxLength={255} />
              <TextField
                name="slug"
                label={t`Address`}
                description={t`The last part of the page's address: lower-case letters, digits and hyphens. Left empty, it is made from the title.`}
              />
              <Select name="pageType" label={t`Type`} options={PAGE_TYPES.map((type) => ({ value: type, label: i18n._(PAGE_TYPE_LABELS[type]) }))} />
              <Select
                name="pageLayout"
                label={t`Layout`}
                options={PAGE_LAYOUTS.map((layout) => ({ value: layout, label: i18n._(PAGE_LAYOUT_LABELS[layout]) }))}
              />
              <Checkbox name="showTitleOnPage" label={t`Show the title above the blocks`} />
              <HomePageField />
              <Checkbox name="featured" label={t`Featured`} description={t`Featured news comes first in the news list and the news carousel.`} />
              <TextField
                name="publishedAt"
                type="date"
                label={t`Publication date`}
                description={t`Shown on news. A date in the future keeps a published page from visitors until that day.`}
              />
            </Section>
            <Section title={t`Summary and search engines`}>
              <Textarea name="summary" label={t`Summary`} description={t`Shown on cards and in the news list.`} maxLength={500} />
              <ImageField path={COVER_IMAGE} label={t`Cover image`} description={t`Shown on news cards and when the page is shared. Leave the address empty for none.`} />
              <TextField name="metaTitle" label={t`Title for search engines`} description={t`When empty, the page title.`} />
              <Textarea name="metaDescription" label={t`Description for search engines`} description={t`When empty, the summary.`} maxLength={500} />
              <TextField name="ogTitle" label={t`Title when shared`} description={t`For link previews in social media and chat apps.`} />
              <Textarea name="ogDescription" label={t`Description when shared`} maxLength={500} />
            </Section>
            <BlockList />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" variant="outline" disabled={isPending} onClick={() => (intent.current = SAVE_DRAFT)}>
                <Trans>Save draft</Trans>
              </Button>
              <Button type="submit" disabled={isPending} onClick={() => (intent.current = SAVE_AND_PUBLISH)}>
                <Trans>Save and publish</Trans>
              </Button>
            </div>
          </div>
          <div className="xl:sticky xl:top-4 xl:self-start">
            <PagePreview publicSiteUrl={publicSiteUrl} />
          </div>
        </div>
      </Form>
      {page && <PageHistory page={page} />}
    </>
  );
}
