import { BlockButtons } from '../../parts/block-buttons';
import { BlockImg } from '../../parts/block-img';
import { heroHeading, widthClassName } from '../../parts/layout';
import { onPhotoButtons } from './on-photo-buttons';
import type { BlockComponentProps, BlockModule } from '../../types';

/** A large photo with a title, text and buttons over it; the title is the page's h1 when it opens the page. */
export function PhotoHeroBlock({ block, isFirst = false }: BlockComponentProps<'PhotoHero'>) {
  const { title, text, image, buttons } = block.props;
  const Heading = heroHeading(isFirst);
  return (
    <section className="relative isolate overflow-hidden bg-gray-900 text-white">
      <BlockImg image={image} isEager={isFirst} className="absolute inset-0 -z-10 size-full object-cover" />
      {/* Any photo lies under the text: the dark veil keeps white text at AA contrast. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-black/60" />
      <div className={`${widthClassName('wide')} py-20 sm:py-28`}>
        <Heading className="max-w-3xl font-heading text-3xl font-bold tracking-tight text-balance wrap-break-word hyphens-auto sm:text-5xl">
          {title}
        </Heading>
        {text && <p className="mt-6 max-w-2xl text-lg leading-relaxed whitespace-pre-line sm:text-xl">{text}</p>}
        <BlockButtons buttons={onPhotoButtons(buttons)} className="mt-8" />
      </div>
    </section>
  );
}

export const blockModule: BlockModule<'PhotoHero'> = { Block: PhotoHeroBlock };
