import { sql } from 'drizzle-orm';
import type { AvailabilitySlot, ProfileLanguage } from '@platform/contracts';
import type { Tx } from '../../platform/db/database';

// The mentors one-to-one support offers (issue 28): profiles that want one-to-one work.

export type MentorRow = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  introduction: string;
  categoryIds: string[];
  languages: ProfileLanguage[];
  availability: AvailabilitySlot[];
  place: string | null;
  latitude: number | null;
  longitude: number | null;
  travelDistanceKm: number | null;
};

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const numberOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);
/** A `to_json` list, which a driver may hand over parsed or as text. */
const listOf = <T>(value: unknown): T[] =>
  typeof value === 'string' ? (JSON.parse(value) as T[]) : ((value as T[] | null) ?? []);

/**
 * The mentors of a centre (or one of them): active accounts with the mentor
 * role whose volunteer profile wants one-to-one work (one-to-one support's
 * offers, issue 28).
 */
export async function listMentors(
  tx: Tx,
  tenantId: string,
  volunteerCenterId: string,
  mentorId?: string,
): Promise<MentorRow[]> {
  const result = await tx.execute(sql`
    select u.id, u.first_name, u.last_name, u.email, p.introduction,
      to_json(p.category_ids) as category_ids, to_json(p.languages) as languages, to_json(p.availability) as availability,
      p.place, p.latitude::float8 as latitude, p.longitude::float8 as longitude, p.travel_distance_km
    from volunteer_profiles p
    join users u on u.id = p.user_id and u.tenant_id = p.tenant_id
    where p.tenant_id = ${tenantId} and u.volunteer_center_id = ${volunteerCenterId}
      and p.wants_one_to_one and u.status = 'active' and u.deleted_at is null
      and exists (select 1 from user_roles r where r.user_id = u.id and r.tenant_id = p.tenant_id and r.name = 'mentor')
      ${mentorId ? sql`and u.id = ${mentorId}` : sql``}
    order by u.first_name, u.last_name, u.id`);
  return rowsOf(result).map((row) => ({
    id: String(row['id']),
    firstName: (row['first_name'] as string | null) ?? null,
    lastName: (row['last_name'] as string | null) ?? null,
    email: String(row['email']),
    introduction: String(row['introduction'] ?? ''),
    categoryIds: listOf<string>(row['category_ids']),
    languages: listOf<ProfileLanguage>(row['languages']),
    availability: listOf<AvailabilitySlot>(row['availability']),
    place: (row['place'] as string | null) ?? null,
    latitude: numberOrNull(row['latitude']),
    longitude: numberOrNull(row['longitude']),
    travelDistanceKm: numberOrNull(row['travel_distance_km']),
  }));
}
