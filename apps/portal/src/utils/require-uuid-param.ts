import { notFound } from '@tanstack/react-router';
import * as v from 'valibot';

const UUID = v.pipe(v.string(), v.uuid());

/**
 * A route's `beforeLoad` check of an `$id` path segment: anything but a uuid
 * is the 404 screen at once (spec §2: a failed route check is a 404), so
 * `/vacancies/search` or a typo never reaches the API.
 */
export function requireUuidParam(id: string): void {
  if (!v.is(UUID, id)) throw notFound();
}
