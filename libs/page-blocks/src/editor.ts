// The page editor's entry (`@platform/page-blocks/editor`): what the portal
// needs to draw each block's form. Kept out of `index.ts`, so the public site
// never loads it.
import { builderFormEditor } from './blocks/builder-form/builder-form-editor';
import { callToActionEditor } from './blocks/call-to-action/call-to-action-editor';
import { dualCtaEditor } from './blocks/dual-cta/dual-cta-editor';
import { dynamicCardsEditor } from './blocks/dynamic-cards/dynamic-cards-editor';
import { fourCardsEditor } from './blocks/four-cards/four-cards-editor';
import { heroWithSearchEditor } from './blocks/hero-with-search/hero-with-search-editor';
import { hotlinksEditor } from './blocks/hotlinks/hotlinks-editor';
import { imageEditor } from './blocks/image/image-editor';
import { imageTextButtonsEditor } from './blocks/image-text-buttons/image-text-buttons-editor';
import { logoBarEditor } from './blocks/logo-bar/logo-bar-editor';
import { markdownTextEditor } from './blocks/markdown-text/markdown-text-editor';
import { newsCarouselEditor } from './blocks/news-carousel/news-carousel-editor';
import { photoHeroEditor } from './blocks/photo-hero/photo-hero-editor';
import { photoSlideshowEditor } from './blocks/photo-slideshow/photo-slideshow-editor';
import { quoteBlockEditor } from './blocks/quote-block/quote-block-editor';
import { sectionTitleEditor } from './blocks/section-title/section-title-editor';
import { textWithUspsEditor } from './blocks/text-with-usps/text-with-usps-editor';
import { vacancyCategoriesEditor } from './blocks/vacancy-categories/vacancy-categories-editor';
import { youTubeEditor } from './blocks/you-tube/you-tube-editor';
import type { BlockEditors } from './editor/field-spec';

export type { BlockEditor, BlockEditors, DynamicCardSource, FieldSpec } from './editor/field-spec';
export { BUTTON_FIELDS, BUTTON_VARIANT_OPTIONS } from './editor/shared-fields';

/** Each block type's editor: its name, its fields and the props of a new block. */
export const BLOCK_EDITORS: BlockEditors = {
  MarkdownText: markdownTextEditor,
  Image: imageEditor,
  ImageTextButtons: imageTextButtonsEditor,
  FourCards: fourCardsEditor,
  DynamicCards: dynamicCardsEditor,
  YouTube: youTubeEditor,
  TextWithUsps: textWithUspsEditor,
  QuoteBlock: quoteBlockEditor,
  PhotoSlideshow: photoSlideshowEditor,
  PhotoHero: photoHeroEditor,
  Hotlinks: hotlinksEditor,
  CallToAction: callToActionEditor,
  DualCta: dualCtaEditor,
  NewsCarousel: newsCarouselEditor,
  SectionTitle: sectionTitleEditor,
  BuilderForm: builderFormEditor,
  LogoBar: logoBarEditor,
  VacancyCategories: vacancyCategoriesEditor,
  HeroWithSearch: heroWithSearchEditor,
};
