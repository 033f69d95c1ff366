import { resource, uniqueResources, type ResourceObject } from '../../platform/http/json-api';
import type { OrganizationRow } from '../../identity/organizations/organizations.data';
import { serializeOrganization } from '../../identity/organizations/organizations.serializer';
import type { AgeGroupRow, VacancyCategoryRow, VacancyRow } from './vacancies.repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const coordinate = (value: string | null) => (value === null ? null : Number(value));

/**
 * A vacancy for the wire. The contact phone is shown when the vacancy says so,
 * and always to the people who manage it (`showContactPhone`); the contact
 * e-mail only to them, so public readers cannot harvest addresses.
 */
export function serializeVacancy(vacancy: VacancyRow, showContactPhone = false): ResourceObject {
  return resource(
    'vacancies',
    vacancy.id,
    {
      title: vacancy.title,
      description: vacancy.description,
      status: vacancy.status,
      vacancyType: vacancy.vacancyType,
      contactPerson: vacancy.contactPerson,
      contactPhone: vacancy.contactPhoneVisible || showContactPhone ? vacancy.contactPhone : null,
      contactPhoneVisible: vacancy.contactPhoneVisible,
      contactEmail: showContactPhone ? vacancy.contactEmail : null,
      ageGroupIds: vacancy.ageGroupIds,
      categoryIds: vacancy.categoryIds,
      place: vacancy.place,
      latitude: coordinate(vacancy.latitude),
      longitude: coordinate(vacancy.longitude),
      imageUrl: vacancy.imageUrl,
      hoursPerWeek: vacancy.hoursPerWeek,
      startsAt: iso(vacancy.startsAt),
      endsAt: iso(vacancy.endsAt),
      frequency: vacancy.frequency,
      recurrenceRule: vacancy.recurrenceRule,
      expiresAt: iso(vacancy.expiresAt),
      publishedAt: iso(vacancy.publishedAt),
      archivedAt: iso(vacancy.archivedAt),
      deletedAt: iso(vacancy.deletedAt),
      organizationId: vacancy.organizationId,
      volunteerCenterId: vacancy.volunteerCenterId,
      createdAt: vacancy.createdAt.toISOString(),
      updatedAt: vacancy.updatedAt.toISOString(),
    },
    {
      organization: { data: { type: 'organizations', id: vacancy.organizationId } },
      categories: { data: vacancy.categoryIds.map((id) => ({ type: 'vacancy_categories', id })) },
      age_groups: { data: vacancy.ageGroupIds.map((id) => ({ type: 'age_groups', id })) },
    },
  );
}

export function serializeCategory(category: VacancyCategoryRow): ResourceObject {
  return resource('vacancy_categories', category.id, { name: category.name, position: category.position });
}

export function serializeAgeGroup(ageGroup: AgeGroupRow): ResourceObject {
  return resource('age_groups', ageGroup.id, { name: ageGroup.name, position: ageGroup.position });
}

/** Vacancies with what their answer includes; `managed` holds the ids whose contact phone the viewer always sees. */
export type VacancyBundle = {
  vacancies: VacancyRow[];
  managed: ReadonlySet<string>;
  organizations?: OrganizationRow[];
  categories?: VacancyCategoryRow[];
  ageGroups?: AgeGroupRow[];
};

export function vacancyDocumentParts(bundle: VacancyBundle): { data: ResourceObject[]; included?: ResourceObject[] } {
  const data = bundle.vacancies.map((v) => serializeVacancy(v, bundle.managed.has(v.id)));
  if (!bundle.organizations && !bundle.categories && !bundle.ageGroups) return { data };
  const included = [
    ...(bundle.organizations ?? []).map((o) => serializeOrganization(o)),
    ...(bundle.categories ?? []).map(serializeCategory),
    ...(bundle.ageGroups ?? []).map(serializeAgeGroup),
  ];
  return { data, included: uniqueResources(included) };
}
