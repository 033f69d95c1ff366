/** What the player may use: autoplay (the visitor pressed play), full screen and the like. */
export const PLAYER_ALLOW =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';

/** The privacy-enhanced player's address, starting at once (the visitor just asked for it). */
export function youTubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}
