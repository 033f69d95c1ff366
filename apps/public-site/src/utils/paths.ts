/** Where a visitor goes after signing in when nothing else was asked for: their profile. */
export const PROFILE_PATH = '/profiel';
