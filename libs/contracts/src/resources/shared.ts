import * as v from 'valibot';

// Pieces of the answers' attribute shapes (resources/*.ts). Dates travel as ISO 8601 strings.

export const timestamp = v.pipe(v.string(), v.isoTimestamp());
export const nullableTimestamp = v.nullable(timestamp);
export const uuid = v.pipe(v.string(), v.uuid());
export const nullableUuid = v.nullable(uuid);
export const nullableString = v.nullable(v.string());
/** A value whose inner shape the answer passes through as stored (a page's blocks, a form's answers). */
export const jsonValue = v.unknown();
