import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { getStockImagesQueryOptions, useApiClient, type StockImage } from '@platform/api-client';
import { Button, Dialog } from '@platform/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { STOCK_IMAGE_PAGE_SIZE } from '../utils/stock-image-form';

const SEARCH_FIELD = 'q';

/** Props of {@link StockImagePicker}. */
export type StockImagePickerProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onPick: (image: StockImage) => void;
};

/** A dialog to search the centre's image library and pick one image (for a block's or page's image field). */
export function StockImagePicker({ isOpen, onOpenChange, onPick }: StockImagePickerProps) {
  const { t } = useLingui();
  const searchId = useId();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const query = { text: text || undefined, page, pageSize: STOCK_IMAGE_PAGE_SIZE };
  const images = useQuery({ ...getStockImagesQueryOptions(useApiClient(), query), enabled: isOpen, placeholderData: keepPreviousData });
  const total = images.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / STOCK_IMAGE_PAGE_SIZE));

  const handleSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React passes a submit on through portals: the page editor's own form around this dialog must not get it.
    event.stopPropagation();
    setText(String(new FormData(event.currentTarget).get(SEARCH_FIELD) ?? '').trim());
    setPage(1);
  };

  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={t`Choose from the image library`} size="lg">
      <form role="search" aria-label={t`Search images`} onSubmit={handleSearch} className="mb-4 flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={searchId} className="text-sm font-semibold">
            <Trans>Name, description or keyword</Trans>
          </label>
          <input id={searchId} name={SEARCH_FIELD} type="search" defaultValue={text} className="rounded-theme border border-black/25 bg-background px-3 py-2 text-text dark:border-white/25" />
        </div>
        <Button type="submit" variant="outline">
          <Trans>Search</Trans>
        </Button>
      </form>
      <p role="status" className="mb-2 text-sm">
        {images.isPending ? <Trans>Loading images…</Trans> : images.isError ? <Trans>The images could not be loaded.</Trans> : <Plural value={total} one="# image" other="# images" />}
      </p>
      <ul className="grid max-h-[55vh] grid-cols-2 gap-3 overflow-y-auto p-1 sm:grid-cols-3">
        {(images.data?.images ?? []).map((image) => (
          <li key={image.id}>
            <button
              type="button"
              onClick={() => onPick(image)}
              className="flex w-full flex-col overflow-hidden rounded-theme border border-black/15 text-left hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:border-white/20"
            >
              <img src={image.image} alt="" loading="lazy" className="aspect-[3/2] w-full object-cover" />
              <span className="p-2 text-sm font-semibold">{image.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {pageCount > 1 && (
        <div className="mt-3 flex items-center justify-between gap-3">
          <Button variant="light" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <Trans>Previous</Trans>
          </Button>
          <span className="text-sm">
            <Trans>
              Page {page} of {pageCount}
            </Trans>
          </span>
          <Button variant="light" size="sm" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
            <Trans>Next</Trans>
          </Button>
        </div>
      )}
    </Dialog>
  );
}
