import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { getStockImagesQueryOptions, useApiClient, useCurrentCenter, useStockImageMutations, type StockImage } from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import { Button, ConfirmDialog, useToast } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FILTER_CONTROL_CLASS_NAME, FilterField, FilterForm, type FilterValues } from '@portal/components/filter-form';
import { Pagination } from '@portal/components/pagination';
import { STOCK_IMAGE_PAGE_SIZE, toStockImageAttributes, toStockImageQuery, type StockImageSearch } from '../utils/stock-image-form';
import { ContentNav } from './content-nav';
import { StockImageForm } from './stock-image-form';

function StockImageCard({ image, onEdit, onRemove }: { image: StockImage; onEdit: () => void; onRemove: () => void }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const name = image.name;
  const copyAddress = async () => {
    await navigator.clipboard.writeText(image.imageUrl);
    toast({ color: 'success', title: t`Address copied`, message: image.imageUrl });
  };
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-theme border border-black/15 dark:border-white/20">
      <img src={image.image} alt={image.shortDescription ?? ''} width={image.width ?? undefined} height={image.height ?? undefined} loading="lazy" className="aspect-[3/2] w-full object-cover" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-heading text-lg font-bold">{name}</h2>
        {image.shortDescription && <p className="text-sm">{image.shortDescription}</p>}
        {image.keywords.length > 0 && (
          <ul aria-label={t`Keywords`} className="flex flex-wrap gap-1">
            {image.keywords.map((keyword) => (
              <li key={keyword} className="rounded-full bg-black/5 px-2 py-0.5 text-xs dark:bg-white/10">
                {keyword}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button variant="light" size="sm" onClick={onEdit}>
            <Trans>Edit</Trans>
            <span className="sr-only"> {name}</span>
          </Button>
          <Button variant="light" size="sm" onClick={() => void copyAddress()}>
            <Trans>Copy address</Trans>
            <span className="sr-only"> {name}</span>
          </Button>
          <Button variant="light" size="sm" onClick={onRemove}>
            <Trans>Remove</Trans>
            <span className="sr-only"> {name}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}

/**
 * `/content/stock-images`: the centre's image library, searchable; images are
 * added (uploaded here), described, changed and removed. Blocks pick from it.
 */
export function StockImagesPage({ search }: { search: StockImageSearch }) {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { images, total } = useSuspenseQuery(getStockImagesQueryOptions(useApiClient(), toStockImageQuery(search))).data;
  const { create, update, remove } = useStockImageMutations();
  const [editing, setEditing] = useState<StockImage | null>(null);
  const [removing, setRemoving] = useState<StockImage | null>(null);
  const hasFilters = Boolean(search.q);
  const removingName = removing?.name ?? '';
  const editingName = editing?.name ?? '';

  const handleFilter = ({ q }: FilterValues<'q'>) => void navigate({ to: '/content/stock-images', search: { q, page: undefined } });

  return (
    <>
      <DocumentTitle page={t`Image library`} appName={meta.appName} />
      <h1 className="mb-1 font-heading text-3xl font-bold tracking-tight">
        <Trans>Image library</Trans>
      </h1>
      <p className="mb-4 max-w-2xl">
        <Trans>Images for your pages and news. Pick them in the page editor; removing one here leaves the pages that show it as they are.</Trans>
      </p>
      <ContentNav />
      <FilterForm label={t`Search images`} search={search} onFilter={handleFilter} hasFilters={hasFilters} clearPath="/content/stock-images">
        <FilterField label={t`Name, description or keyword`}>
          {(id) => <input name="q" id={id} type="search" defaultValue={search.q ?? ''} className={FILTER_CONTROL_CLASS_NAME} />}
        </FilterField>
      </FilterForm>
      <details className="mb-6 rounded-theme bg-black/5 p-4 dark:bg-white/5">
        <summary className="cursor-pointer font-semibold">{t`Add an image`}</summary>
        <div className="mt-4 max-w-2xl">
          <StockImageForm
            submitLabel={t`Add to the library`}
            onSubmit={async (values) => {
              await create.mutateAsync(toStockImageAttributes(values));
              const name = values.name;
              toast({ color: 'success', title: t`Image added`, message: t`“${name}” is in the library.` });
            }}
          />
        </div>
      </details>
      {editing && (
        <section aria-labelledby="editing-image" className="mb-6 max-w-2xl rounded-theme border border-primary/40 p-4">
          <h2 id="editing-image" className="mb-4 font-heading text-xl font-bold">
            {t`Edit “${editingName}”`}
          </h2>
          <StockImageForm
            key={editing.id}
            image={editing}
            submitLabel={t`Save image`}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              await update.mutateAsync({ id: editing.id, attributes: toStockImageAttributes(values) });
              const name = values.name;
              toast({ color: 'success', title: t`Image saved`, message: t`“${name}” is saved.` });
              setEditing(null);
            }}
          />
        </section>
      )}
      {images.length === 0 ? (
        <p className="rounded-theme bg-black/5 p-6 dark:bg-white/5">
          {hasFilters ? <Trans>No image matches this search.</Trans> : <Trans>The library is empty. Add the first image.</Trans>}
        </p>
      ) : (
        <>
          <p className="mb-3 text-sm">
            <Plural value={total} one="# image" other="# images" />
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {images.map((image) => (
              <li key={image.id}>
                <StockImageCard image={image} onEdit={() => setEditing(image)} onRemove={() => setRemoving(image)} />
              </li>
            ))}
          </ul>
        </>
      )}
      <Pagination page={search.page ?? 1} pageCount={Math.max(1, Math.ceil(total / STOCK_IMAGE_PAGE_SIZE))} total={total} />
      <ConfirmDialog
        isOpen={removing !== null}
        title={t`Remove “${removingName}” from the library?`}
        description={<Trans>Pages and news that show the image keep showing it; it just cannot be picked from the library any more.</Trans>}
        confirmLabel={t`Remove image`}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSuccess: () => toast({ color: 'success', title: t`Image removed`, message: t`“${removingName}” is no longer in the library.` }) });
          if (editing?.id === removing?.id) setEditing(null);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
