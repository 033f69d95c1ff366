import { useLiveEvents } from '@platform/api-client';

/**
 * The signed-in visitor's live stream (`useLiveEvents`): the bell, the
 * account menu's count and an open conversation refresh as things happen.
 * It is part of the signed-in chunk and mounted only with a session, so a
 * visitor never loads or opens it, and signing out unmounts it, which
 * closes the stream.
 */
export function LiveUpdates() {
  useLiveEvents({ enabled: true });
  return null;
}
