import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClassName } from '@platform/ui';
import { useId, type FormEvent } from 'react';
import { usePageBlocksContext } from '../../page-blocks-context';
import { BlockImg } from '../../parts/block-img';
import { heroHeading, widthClassName } from '../../parts/layout';
import type { BlockComponentProps, BlockModule } from '../../types';

/** The vacancy bank's search page, which reads the words from `?q=`. */
export const VACANCY_SEARCH_PATH = '/vacancies/search';
const SEARCH_FIELD = 'q';

/**
 * The home page's opening: a title (the page's h1 when it opens the page),
 * text and a search box. The search is a plain GET form, so it works before
 * (and without) JavaScript; a host's `onSearch` turns it into a client navigation.
 */
export function HeroWithSearchBlock({ block, isFirst = false }: BlockComponentProps<'HeroWithSearch'>) {
  const { t } = useLingui();
  const { title, text, image } = block.props;
  const { onSearch } = usePageBlocksContext();
  const inputId = useId();
  const Heading = heroHeading(isFirst);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSearch) return;
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get(SEARCH_FIELD) ?? '').trim());
  };

  return (
    <section className="bg-primary text-on-primary">
      <div className={`${widthClassName('wide')} grid grid-cols-1 gap-10 py-16 sm:py-20 lg:grid-cols-[3fr_2fr] lg:items-center`}>
        <div>
          <Heading className="max-w-3xl font-heading text-3xl font-bold tracking-tight text-balance wrap-break-word hyphens-auto sm:text-5xl">
            {title}
          </Heading>
          {text && <p className="mt-6 max-w-2xl text-lg leading-relaxed whitespace-pre-line sm:text-xl">{text}</p>}
          <form action={VACANCY_SEARCH_PATH} method="get" role="search" onSubmit={handleSubmit} className="mt-8 max-w-2xl">
            <label htmlFor={inputId} className="block font-semibold">
              <Trans>Search vacancies</Trans>
            </label>
            <div className="mt-2 flex flex-col gap-3 sm:flex-row">
              <input
                id={inputId}
                type="search"
                name={SEARCH_FIELD}
                autoComplete="off"
                maxLength={200}
                className="min-h-12 flex-1 rounded-theme border-2 border-white bg-white px-4 text-lg text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-on-primary"
              />
              <button type="submit" className={buttonClassName({ variant: 'white', size: 'lg' })}>
                {t`Search`}
              </button>
            </div>
          </form>
        </div>
        {image && <BlockImg image={image} isEager={isFirst} className="aspect-[4/3] w-full rounded-theme object-cover" />}
      </div>
    </section>
  );
}

export const blockModule: BlockModule<'HeroWithSearch'> = { Block: HeroWithSearchBlock };
