// What other modules may use of the volunteer pool's data, each in the caller's transaction.
export { findMatchProfile, rankByProfile } from './volunteer-pool.matching.recommendations';
export { findPoolProfile, type PoolProfileRow } from './volunteer-pool.profiles.repository';
export { listMentors, type MentorRow } from './volunteer-pool.mentors.repository';
