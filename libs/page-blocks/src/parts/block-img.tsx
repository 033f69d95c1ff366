import type { BlockImage } from '@platform/contracts';

export type BlockImgProps = {
  image: BlockImage;
  className?: string;
  /** Load at once: for the image at the top of the page, which lazy loading would only delay. */
  isEager?: boolean;
};

/** A block's image: its text alternative, or `alt=""` when it is decorative (WCAG 1.1.1). */
export function BlockImg({ image, className, isEager = false }: BlockImgProps) {
  return (
    <img
      src={image.url}
      alt={image.decorative ? '' : image.alt}
      loading={isEager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
