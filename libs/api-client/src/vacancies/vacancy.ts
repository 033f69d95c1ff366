import type { ActivityFrequency, VacancyStatus, VacancyType } from '@platform/contracts';
import type { Organization } from '../organizations/organizations';

/** A vacancy as the API sends it (docs/api.md), attributes camelCased. */
export type Vacancy = {
  id: string;
  type: 'vacancies';
  title: string;
  description: string | null;
  status: VacancyStatus;
  vacancyType: VacancyType;
  contactPerson: string | null;
  contactEmail: string | null;
  /** Present only when the vacancy shows it, or to the people who manage it. */
  contactPhone: string | null;
  contactPhoneVisible: boolean;
  ageGroupIds: string[];
  categoryIds: string[];
  place: string | null;
  latitude: number | null;
  longitude: number | null;
  imageUrl: string | null;
  hoursPerWeek: number | null;
  startsAt: string | null;
  endsAt: string | null;
  frequency: ActivityFrequency | null;
  recurrenceRule: string | null;
  expiresAt: string | null;
  publishedAt: string | null;
  archivedAt: string | null;
  deletedAt: string | null;
  organizationId: string;
  volunteerCenterId: string;
  createdAt: string;
  updatedAt: string;
  /** Present when the read asked for `include=organization`. */
  organization?: Organization;
  categories?: { data: VacancyCategory[] } | VacancyCategory[];
  ageGroups?: { data: AgeGroup[] } | AgeGroup[];
};

export type VacancyCategory = { id: string; type: 'vacancy_categories'; name: string; position: number };
export type AgeGroup = { id: string; type: 'age_groups'; name: string; position: number };

export const vacancyKeys = {
  all: ['vacancies'] as const,
  search: (params: unknown) => [...vacancyKeys.all, 'search', params] as const,
  list: (params: unknown) => [...vacancyKeys.all, 'list', params] as const,
  detail: (id: string) => [...vacancyKeys.all, 'detail', id] as const,
  categories: () => [...vacancyKeys.all, 'categories'] as const,
  ageGroups: () => [...vacancyKeys.all, 'age-groups'] as const,
  activities: (params: unknown) => [...vacancyKeys.all, 'activities', params] as const,
};
