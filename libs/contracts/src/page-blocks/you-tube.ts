import * as v from 'valibot';
import { requiredBlockText } from './block-parts';

/** An 11-character YouTube video id, the only part of a video a page keeps. */
export const YOUTUBE_VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The video id in a YouTube link (`youtube.com/watch?v=…`, `youtu.be/…`,
 * `youtube.com/embed/…`, `/shorts/…`) or a bare id; null for anything else.
 */
export function youTubeVideoId(value: string): string | null {
  const text = value.trim();
  if (YOUTUBE_VIDEO_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www|m)\./, '');
  const id =
    host === 'youtu.be'
      ? url.pathname.slice(1)
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? url.searchParams.get('v') ?? /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? ''
        : '';
  return YOUTUBE_VIDEO_ID.test(id) ? id : null;
}

/** A YouTube video, played from youtube-nocookie.com only after the visitor asks. */
export const youTubeProps = v.object({
  videoId: v.pipe(v.string(), v.trim(), v.regex(YOUTUBE_VIDEO_ID)),
  /** What the video is about: the play button's and the frame's accessible name. */
  title: requiredBlockText,
});
