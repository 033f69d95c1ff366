import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { BlockImg } from '../../parts/block-img';
import { BLOCK_SPACING, BLOCK_TITLE, widthClassName } from '../../parts/layout';
import type { BlockComponentProps, BlockModule } from '../../types';
import { usePrefersReducedMotion } from '../../parts/use-prefers-reduced-motion';

/** How long each photo shows while the slideshow plays. */
export const SLIDE_INTERVAL_MS = 5000;

const CONTROL =
  'inline-flex size-11 items-center justify-center rounded-full border border-black/15 bg-background text-text shadow-xs hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:border-white/25 dark:hover:bg-white/10';

/**
 * Photos one at a time (the WAI-ARIA APG carousel): previous/next buttons,
 * arrow keys, a counter, and with `autoplay` a Pause/Play button. It only moves
 * by itself after hydration, never for visitors who prefer reduced motion, and
 * holds still while hovered or focused (WCAG 2.2.2).
 */
export function PhotoSlideshowBlock({ block }: BlockComponentProps<'PhotoSlideshow'>) {
  const { t } = useLingui();
  const { title, slides, autoplay } = block.props;
  const count = slides.length;
  const slidesId = useId();
  const titleId = useId();
  const [index, setIndex] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const [isHydrated, setIsHydrated] = useState(false);
  const prefersReducedMotion = usePrefersReducedMotion();

  useEffect(() => setIsHydrated(true), []);
  // Less motion wanted: start paused; the visitor may still press Play.
  useEffect(() => {
    if (prefersReducedMotion) setIsPaused(true);
  }, [prefersReducedMotion]);

  const canPlay = autoplay && count > 1;
  const isRotating = canPlay && isHydrated && !isPaused && !isHovered && !isFocused;

  useEffect(() => {
    if (!isRotating) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [isRotating, count]);

  const showPrevious = () => setIndex((current) => (current - 1 + count) % count);
  const showNext = () => setIndex((current) => (current + 1) % count);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') showPrevious();
    else if (event.key === 'ArrowRight') showNext();
    else return;
    event.preventDefault();
  };
  const handleBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setIsFocused(false);
  };

  const position = index + 1;
  const handlePlayPause = () => {
    // An explicit Play starts the slideshow even though focus is on the button (APG).
    if (isPaused) setIsFocused(false);
    setIsPaused(!isPaused);
  };
  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={title ? undefined : t`Photos`}
      aria-labelledby={title ? titleId : undefined}
      onKeyDown={handleKeyDown}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setIsFocused(true)}
      onBlur={handleBlur}
      className={`${widthClassName('wide')} ${BLOCK_SPACING}`}
    >
      {title && (
        <h2 id={titleId} className={`${BLOCK_TITLE} mb-6`}>
          {title}
        </h2>
      )}
      {/* While it plays, slide changes are not announced; when still, the visitor's own moves are. */}
      <div id={slidesId} aria-live={isRotating ? 'off' : 'polite'} className="overflow-hidden rounded-theme">
        {slides.map((slide, slideIndex) => {
          const position = slideIndex + 1;
          return (
            <div
              key={slideIndex}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${position} of ${count}`}
              hidden={slideIndex !== index}
            >
              <figure>
                <BlockImg image={slide.image} className="aspect-video w-full bg-black/5 object-cover dark:bg-white/5" />
                {slide.caption && <figcaption className="mt-2 text-sm opacity-90">{slide.caption}</figcaption>}
              </figure>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="mt-4 flex items-center gap-3">
          {canPlay && (
            <button type="button" className={CONTROL} aria-controls={slidesId} onClick={handlePlayPause}>
              <span className="sr-only">{isPaused ? t`Play` : t`Pause`}</span>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
                <path d={isPaused ? 'M8 5.14v13.72L19 12 8 5.14Z' : 'M7 5h4v14H7zM13 5h4v14h-4z'} />
              </svg>
            </button>
          )}
          <button type="button" className={CONTROL} aria-controls={slidesId} onClick={showPrevious}>
            <span className="sr-only">{t`Previous slide`}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
              <path d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12l6.6-6.6Z" />
            </svg>
          </button>
          <button type="button" className={CONTROL} aria-controls={slidesId} onClick={showNext}>
            <span className="sr-only">{t`Next slide`}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
              <path d="M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6-6.6-6.6Z" />
            </svg>
          </button>
          {/* The slide's own label says the same to assistive technology. */}
          <p aria-hidden="true" className="text-sm font-semibold tabular-nums">{t`${position} of ${count}`}</p>
        </div>
      )}
    </section>
  );
}

export const blockModule: BlockModule<'PhotoSlideshow'> = { Block: PhotoSlideshowBlock };
