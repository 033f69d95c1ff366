import { Trans, useLingui } from '@lingui/react/macro';
import { getPageRevisionsQueryOptions, useApiClient, usePageMutations, type ManagedPage } from '@platform/api-client';
import { formatDate } from '@platform/i18n';
import { Button, useToast } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';

/**
 * The page's published versions, newest first. Restoring one makes it the
 * draft again (the editor reloads with it); publishing it is the next step.
 */
export function PageHistory({ page }: { page: ManagedPage }) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const { data: revisions = [] } = useQuery(getPageRevisionsQueryOptions(useApiClient(), page.id));
  const { restore } = usePageMutations();
  const handleRestore = (revisionId: string, when: string) =>
    restore.mutate(
      { id: page.id, revisionId },
      {
        onSuccess: () => {
          toast({ color: 'success', title: t`Version restored`, message: t`The version of ${when} is the draft now. Publish it to show it to visitors.` });
          window.location.reload();
        },
        onError: () => toast({ color: 'danger', title: t`The version could not be restored`, message: t`Try again in a moment.` }),
      },
    );
  return (
    <section aria-labelledby="page-history" className="mt-10">
      <h2 id="page-history" className="font-heading text-xl font-bold">
        <Trans>Published versions</Trans>
      </h2>
      {revisions.length === 0 ? (
        <p className="mt-2">
          <Trans>This page has not been published yet.</Trans>
        </p>
      ) : (
        <ol className="mt-3 flex flex-col gap-2">
          {revisions.map((revision) => {
            const when = formatDate(revision.createdAt, i18n.locale, true);
            const who = revision.publishedByName ?? t`someone`;
            return (
              <li key={revision.id} className="flex flex-wrap items-center justify-between gap-3 rounded-theme border border-black/15 p-3 dark:border-white/20">
                <p>
                  <span className="font-semibold">{revision.title}</span> · {t`published ${when} by ${who}`}
                  {revision.isCurrent && (
                    <span className="ml-2 text-sm font-semibold">
                      <Trans>(on the website now)</Trans>
                    </span>
                  )}
                </p>
                <Button variant="light" size="sm" disabled={restore.isPending} onClick={() => handleRestore(revision.id, when)}>
                  <Trans>Restore as draft</Trans>
                  <span className="sr-only"> {when}</span>
                </Button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
