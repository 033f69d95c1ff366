import * as v from 'valibot';
import { builderFormProps } from './builder-form';
import { callToActionProps } from './call-to-action';
import { dualCtaProps } from './dual-cta';
import { dynamicCardsProps } from './dynamic-cards';
import { fourCardsProps } from './four-cards';
import { heroWithSearchProps } from './hero-with-search';
import { hotlinksProps } from './hotlinks';
import { imageProps } from './image';
import { imageTextButtonsProps } from './image-text-buttons';
import { logoBarProps } from './logo-bar';
import { markdownTextProps } from './markdown-text';
import { newsCarouselProps } from './news-carousel';
import { photoHeroProps } from './photo-hero';
import { photoSlideshowProps } from './photo-slideshow';
import { quoteBlockProps } from './quote-block';
import { sectionTitleProps } from './section-title';
import { textWithUspsProps } from './text-with-usps';
import { vacancyCategoriesProps } from './vacancy-categories';
import { youTubeProps } from './you-tube';

export * from './block-parts';
export { DYNAMIC_CARD_SOURCES, type DynamicCardSource } from './dynamic-cards';
export { IMAGE_WIDTHS } from './image';
export { YOUTUBE_VIDEO_ID, youTubeVideoId } from './you-tube';

/** The props schema of each of the 19 page-builder blocks of spec §2, by block type. */
export const BLOCK_PROPS = {
  MarkdownText: markdownTextProps,
  Image: imageProps,
  ImageTextButtons: imageTextButtonsProps,
  FourCards: fourCardsProps,
  DynamicCards: dynamicCardsProps,
  YouTube: youTubeProps,
  TextWithUsps: textWithUspsProps,
  QuoteBlock: quoteBlockProps,
  PhotoSlideshow: photoSlideshowProps,
  PhotoHero: photoHeroProps,
  Hotlinks: hotlinksProps,
  CallToAction: callToActionProps,
  DualCta: dualCtaProps,
  NewsCarousel: newsCarouselProps,
  SectionTitle: sectionTitleProps,
  BuilderForm: builderFormProps,
  LogoBar: logoBarProps,
  VacancyCategories: vacancyCategoriesProps,
  HeroWithSearch: heroWithSearchProps,
} as const;

export type BlockType = keyof typeof BLOCK_PROPS;
export const BLOCK_TYPES = Object.keys(BLOCK_PROPS) as BlockType[];

/** The props of a block of type `T`, as stored (defaults filled in). */
export type BlockProps<T extends BlockType> = v.InferOutput<(typeof BLOCK_PROPS)[T]>;
/** The props of a block of type `T` as an editor may send them (defaults optional). */
export type BlockPropsInput<T extends BlockType> = v.InferInput<(typeof BLOCK_PROPS)[T]>;

/** Most blocks one page holds. */
export const MAX_BLOCKS_PER_PAGE = 60;

/** A block's id: stable across edits, so editors and lists can key on it. */
export const blockIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));

const blockSchemas = BLOCK_TYPES.map((type) =>
  v.object({ id: blockIdSchema, type: v.literal(type), props: BLOCK_PROPS[type] }),
) as unknown as v.VariantOptions<'type'>;

/** One block: `{ id, type, props }`; an unknown `type` is an issue at `type`, a bad prop one at `props/<name>`. */
export const pageBlockSchema = v.variant('type', blockSchemas);

/** A page's ordered blocks. */
export const pageBlocksSchema = v.pipe(v.array(pageBlockSchema), v.maxLength(MAX_BLOCKS_PER_PAGE));

/** A stored block of any type. */
export type PageBlock = { [T in BlockType]: { id: string; type: T; props: BlockProps<T> } }[BlockType];
/** A block as an editor sends it. */
export type PageBlockInput = { [T in BlockType]: { id: string; type: T; props: BlockPropsInput<T> } }[BlockType];
