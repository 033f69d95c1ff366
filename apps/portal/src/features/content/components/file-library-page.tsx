import { Trans, useLingui } from '@lingui/react/macro';
import {
  getFileLibraryQueryOptions,
  isApiError,
  useApiClient,
  useCurrentCenter,
  useFileLibraryMutations,
  type LibraryUpload,
  type UploadUse,
} from '@platform/api-client';
import { describeError, DocumentTitle, formatByteSize, formatDate } from '@platform/i18n';
import { Button, ConfirmDialog, useToast } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState, type ChangeEvent } from 'react';
import { TEXT_LINK_CLASSES } from '@portal/components/dark-mode-classes';
import {
  FILTER_CONTROL_CLASS_NAME,
  FilterField,
  FilterForm,
  FilterSelect,
  type FilterValues,
} from '@portal/components/filter-form';
import { ActionsCell, ListCell, ListRow, ListTable } from '@portal/components/list-table';
import { Pagination } from '@portal/components/pagination';
import {
  ACCEPTED_FILES,
  FILE_KINDS,
  FILE_LIBRARY_PAGE_SIZE,
  purposeOfFile,
  toFileLibraryQuery,
  type FileLibrarySearch,
} from '../utils/file-library-search';
import { ContentNav } from './content-nav';

// Links listed one under another stay 24 px tall targets (WCAG 2.5.8).
const USE_LINK_SPACING = 'inline-block py-1';

/** Where a file is used, each place a link where the portal has one. */
function UseLink({ use }: { use: UploadUse }) {
  const { t } = useLingui();
  const title = use.title;
  switch (use.kind) {
    case 'page':
      return (
        <Link to="/content/pages/$id" params={{ id: use.id }} className={`${USE_LINK_SPACING} ${TEXT_LINK_CLASSES}`}>
          {use.title}
        </Link>
      );
    case 'stock_image':
      return (
        <Link to="/content/stock-images" className={`${USE_LINK_SPACING} ${TEXT_LINK_CLASSES}`}>
          {t`Image library: ${title}`}
        </Link>
      );
    case 'center_profile':
      return <span>{t`The website's design`}</span>;
    case 'vacancy':
      return <span>{t`Vacancy: ${title}`}</span>;
  }
}

/** The upload form: choosing a file sends it at once; the API tells what it refuses and why. */
function UploadFile() {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const inputId = useId();
  const { upload } = useFileLibraryMutations();
  const [error, setError] = useState<string | null>(null);
  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    upload.mutate(
      { file, purpose: purposeOfFile(file) },
      {
        onSuccess: () => {
          const name = file.name;
          toast({ color: 'success', title: t`File uploaded`, message: t`“${name}” is in the library.` });
        },
        onError: (failure) => setError((isApiError(failure) ? failure.errors[0]?.detail : undefined) ?? i18n._(describeError(failure).description)),
      },
    );
  };
  return (
    <div className="mb-6 rounded-theme bg-black/5 p-4 dark:bg-white/5">
      <label htmlFor={inputId} className="font-semibold">
        <Trans>Upload a file</Trans>
      </label>
      <p id={`${inputId}-hint`} className="text-sm">
        <Trans>PDF, Word, Excel, PowerPoint or OpenDocument up to 10 MB, or an image (PNG, JPEG, WebP, GIF) up to 5 MB.</Trans>
      </p>
      <input
        id={inputId}
        type="file"
        accept={ACCEPTED_FILES}
        onChange={handleFile}
        disabled={upload.isPending}
        aria-describedby={`${inputId}-hint`}
        className="mt-2 block max-w-full text-sm"
      />
      <p role="status" className="text-sm">
        {upload.isPending && <Trans>Uploading…</Trans>}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

function FileRow({ file, onRemove }: { file: LibraryUpload; onRemove: () => void }) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const name = file.originalName ?? file.url.slice(file.url.lastIndexOf('/') + 1);
  const copyLink = async () => {
    const link = new URL(file.url, window.location.origin).href;
    await navigator.clipboard.writeText(link);
    toast({ color: 'success', title: t`Link copied`, message: link });
  };
  return (
    <ListRow>
      <ListCell className="font-semibold">
        <a href={file.url} className={TEXT_LINK_CLASSES}>
          {name}
        </a>
      </ListCell>
      <ListCell>{file.purpose === 'document' ? t`Document` : t`Image`}</ListCell>
      <ListCell className="whitespace-nowrap">{formatByteSize(file.byteSize, i18n.locale)}</ListCell>
      <ListCell className="whitespace-nowrap">{formatDate(file.createdAt, i18n.locale)}</ListCell>
      <ListCell>
        {file.usedBy.length === 0 ? (
          <Trans>Not used</Trans>
        ) : (
          <ul>
            {file.usedBy.map((use) => (
              <li key={`${use.kind}-${use.id}`}>
                <UseLink use={use} />
              </li>
            ))}
          </ul>
        )}
      </ListCell>
      <ActionsCell>
        <Button variant="light" size="sm" onClick={() => void copyLink()}>
          <Trans>Copy link</Trans>
          <span className="sr-only"> {name}</span>
        </Button>
        <Button variant="light" size="sm" onClick={onRemove}>
          <Trans>Delete</Trans>
          <span className="sr-only"> {name}</span>
        </Button>
      </ActionsCell>
    </ListRow>
  );
}

/**
 * `/content/file-upload`: the centre's uploaded documents and images with
 * their size and where they are used; a file is uploaded, its link copied,
 * and deleted when nothing uses it.
 */
export function FileLibraryPage({ search }: { search: FileLibrarySearch }) {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { uploads, total } = useSuspenseQuery(getFileLibraryQueryOptions(useApiClient(), toFileLibraryQuery(search))).data;
  const { remove } = useFileLibraryMutations();
  const [removing, setRemoving] = useState<LibraryUpload | null>(null);
  const hasFilters = Boolean(search.q || search.kind);
  const kindLabels = { document: t`Documents`, image: t`Images` };
  const removingName = removing?.originalName ?? '';
  const isRemovingUsed = (removing?.usedBy.length ?? 0) > 0;

  const handleFilter = ({ q, kind }: FilterValues<'q' | 'kind'>) =>
    void navigate({ to: '/content/file-upload', search: { q, kind: kind as FileLibrarySearch['kind'], page: undefined } });

  return (
    <>
      <DocumentTitle page={t`Files`} appName={meta.appName} />
      <h1 className="mb-1 font-heading text-3xl font-bold tracking-tight">
        <Trans>Files</Trans>
      </h1>
      <p className="mb-4 max-w-2xl">
        <Trans>Documents and images uploaded for your website. Copy a file's link into a page; a file a page still uses cannot be deleted. Files nothing uses are cleaned up after a day.</Trans>
      </p>
      <ContentNav />
      <UploadFile />
      <FilterForm label={t`Filter files`} search={search} onFilter={handleFilter} hasFilters={hasFilters} clearPath="/content/file-upload">
        <FilterField label={t`File name`}>
          {(id) => <input name="q" id={id} type="search" defaultValue={search.q ?? ''} className={FILTER_CONTROL_CLASS_NAME} />}
        </FilterField>
        <FilterSelect label={t`Type`} name="kind" value={search.kind} allLabel={t`All files`} options={FILE_KINDS.map((kind) => ({ value: kind, label: kindLabels[kind] }))} />
      </FilterForm>
      {uploads.length === 0 ? (
        <p className="rounded-theme bg-black/5 p-6 dark:bg-white/5">
          {hasFilters ? <Trans>No file matches these filters.</Trans> : <Trans>No files uploaded yet.</Trans>}
        </p>
      ) : (
        <ListTable caption={<Trans>Files, {total} in total</Trans>} columns={[t`Name`, t`Type`, t`Size`, t`Uploaded`, t`Used by`, t`Actions`]}>
          {uploads.map((file) => (
            <FileRow key={file.id} file={file} onRemove={() => setRemoving(file)} />
          ))}
        </ListTable>
      )}
      <Pagination page={search.page ?? 1} pageCount={Math.max(1, Math.ceil(total / FILE_LIBRARY_PAGE_SIZE))} total={total} />
      <ConfirmDialog
        isOpen={removing !== null}
        title={isRemovingUsed ? t`“${removingName}” is still in use` : t`Delete “${removingName}”?`}
        description={
          isRemovingUsed ? (
            <Trans>Remove it from the places listed under “Used by” first; then it can be deleted.</Trans>
          ) : (
            <Trans>Links to the file stop working. This cannot be undone.</Trans>
          )
        }
        confirmLabel={isRemovingUsed ? t`Try anyway` : t`Delete file`}
        onConfirm={() => {
          if (removing) {
            remove.mutate(removing.id, {
              onSuccess: () => toast({ color: 'success', title: t`File deleted`, message: t`“${removingName}” is deleted.` }),
              onError: (failure) =>
                toast({ color: 'danger', title: t`The file was not deleted`, message: isApiError(failure) ? (failure.errors[0]?.detail ?? '') : '' }),
            });
          }
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
