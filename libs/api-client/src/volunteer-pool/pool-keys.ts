/** One query-key factory for the pool: searches, profiles, replies and blocks. */
export const volunteerPoolKeys = {
  all: ['volunteer-pool'] as const,
  search: (query: unknown) => [...volunteerPoolKeys.all, 'search', query] as const,
  profile: (id: string, query: unknown = {}) =>
    [...volunteerPoolKeys.all, 'profile', id, query] as const,
  replies: () => [...volunteerPoolKeys.all, 'replies'] as const,
  replyList: (query: unknown) => [...volunteerPoolKeys.replies(), query] as const,
  blocks: () => [...volunteerPoolKeys.all, 'blocks'] as const,
};
