import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { BLOCK_SPACING, widthClassName } from '../../parts/layout';
import type { BlockComponentProps, BlockModule } from '../../types';
import { PLAYER_ALLOW, youTubeEmbedUrl } from './you-tube-embed';


/**
 * A YouTube video behind a play button over a plain placeholder: nothing is
 * requested from YouTube (not even a thumbnail) until the visitor presses it.
 */
export function YouTubeBlock({ block }: BlockComponentProps<'YouTube'>) {
  const { t } = useLingui();
  const { videoId, title } = block.props;
  const [isPlaying, setIsPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The button the visitor pressed is gone: keep keyboard focus on the player.
  useEffect(() => {
    if (isPlaying) frameRef.current?.focus();
  }, [isPlaying]);

  return (
    <figure className={`${widthClassName('content')} ${BLOCK_SPACING}`}>
      <div className="relative aspect-video overflow-hidden rounded-theme bg-gray-900 text-white">
        {isPlaying ? (
          <iframe
            ref={frameRef}
            src={youTubeEmbedUrl(videoId)}
            title={title}
            allow={PLAYER_ALLOW}
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <button
            type="button"
            onClick={() => setIsPlaying(true)}
            className="group absolute inset-0 flex size-full flex-col items-center justify-center gap-4 p-6 text-center focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white"
          >
            <span className="flex size-16 items-center justify-center rounded-full bg-white text-gray-900 shadow-lg transition-transform group-hover:scale-110 motion-reduce:transition-none">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-8 fill-current">
                <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l10.6-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14Z" />
              </svg>
            </span>
            <span className="max-w-md font-semibold text-balance">{t`Play video: ${title}`}</span>
          </button>
        )}
      </div>
      {!isPlaying && (
        <figcaption className="mt-2 text-sm opacity-90">
          <Trans>The video plays from YouTube once you press play.</Trans>
        </figcaption>
      )}
    </figure>
  );
}

export const blockModule: BlockModule<'YouTube'> = { Block: YouTubeBlock };
