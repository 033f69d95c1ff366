import type { BlockRegistry } from './types';

/**
 * How to import each block's module. Each `import()` is its own chunk, so a
 * page downloads only the blocks it uses and the site's entry holds none.
 */
export const blockRegistry: BlockRegistry = {
  MarkdownText: () => import('./blocks/markdown-text/markdown-text-block').then((m) => m.blockModule),
  Image: () => import('./blocks/image/image-block').then((m) => m.blockModule),
  ImageTextButtons: () => import('./blocks/image-text-buttons/image-text-buttons-block').then((m) => m.blockModule),
  FourCards: () => import('./blocks/four-cards/four-cards-block').then((m) => m.blockModule),
  DynamicCards: () => import('./blocks/dynamic-cards/dynamic-cards-block').then((m) => m.blockModule),
  YouTube: () => import('./blocks/you-tube/you-tube-block').then((m) => m.blockModule),
  TextWithUsps: () => import('./blocks/text-with-usps/text-with-usps-block').then((m) => m.blockModule),
  QuoteBlock: () => import('./blocks/quote-block/quote-block-block').then((m) => m.blockModule),
  PhotoSlideshow: () => import('./blocks/photo-slideshow/photo-slideshow-block').then((m) => m.blockModule),
  PhotoHero: () => import('./blocks/photo-hero/photo-hero-block').then((m) => m.blockModule),
  Hotlinks: () => import('./blocks/hotlinks/hotlinks-block').then((m) => m.blockModule),
  CallToAction: () => import('./blocks/call-to-action/call-to-action-block').then((m) => m.blockModule),
  DualCta: () => import('./blocks/dual-cta/dual-cta-block').then((m) => m.blockModule),
  NewsCarousel: () => import('./blocks/news-carousel/news-carousel-block').then((m) => m.blockModule),
  SectionTitle: () => import('./blocks/section-title/section-title-block').then((m) => m.blockModule),
  BuilderForm: () => import('./blocks/builder-form/builder-form-block').then((m) => m.blockModule),
  LogoBar: () => import('./blocks/logo-bar/logo-bar-block').then((m) => m.blockModule),
  VacancyCategories: () => import('./blocks/vacancy-categories/vacancy-categories-block').then((m) => m.blockModule),
  HeroWithSearch: () => import('./blocks/hero-with-search/hero-with-search-block').then((m) => m.blockModule),
};
