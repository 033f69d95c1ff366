import type { Organization, PageSummary, PublicVacancy, VacancyCategory } from '@platform/api-client';

/** A published page or news item as the pages list sends it. */
export function pageSummary(overrides: Partial<PageSummary> & Pick<PageSummary, 'id' | 'title'>): PageSummary {
  return {
    type: 'pages',
    slug: overrides.id,
    path: `/${overrides.id}`,
    pageType: 'default',
    pageLayout: 'wide',
    showTitleOnPage: true,
    isPublished: true,
    isHome: false,
    summary: null,
    featured: false,
    coverImage: null,
    publishedAt: '2026-05-12T08:00:00Z',
    metaTitle: null,
    metaDescription: null,
    ogTitle: null,
    ogDescription: null,
    authorName: null,
    createdAt: '2026-05-01T08:00:00Z',
    updatedAt: '2026-05-01T08:00:00Z',
    ...overrides,
  };
}

export function organization(overrides: Partial<Organization> & Pick<Organization, 'id' | 'name'>): Organization {
  return {
    type: 'organizations',
    organizationType: 'NonProfit',
    status: 'approved',
    city: null,
    website: null,
    phoneNumber: null,
    description: null,
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

export function publicVacancy(overrides: Partial<PublicVacancy> & Pick<PublicVacancy, 'id' | 'title'>): PublicVacancy {
  return {
    type: 'vacancies',
    description: null,
    status: 'published',
    vacancyType: 'volunteering',
    contactPerson: null,
    contactEmail: null,
    contactPhone: null,
    contactPhoneVisible: false,
    ageGroupIds: [],
    categoryIds: [],
    place: null,
    latitude: null,
    longitude: null,
    imageUrl: null,
    hoursPerWeek: null,
    startsAt: null,
    endsAt: null,
    frequency: null,
    recurrenceRule: null,
    expiresAt: null,
    publishedAt: '2026-05-01T08:00:00Z',
    archivedAt: null,
    deletedAt: null,
    organizationId: 'org-1',
    volunteerCenterId: 'center-1',
    createdAt: '2026-05-01T08:00:00Z',
    updatedAt: '2026-05-01T08:00:00Z',
    categories: [],
    ageGroups: [],
    ...overrides,
  };
}

export function category(id: string, name: string, position: number): VacancyCategory {
  return { id, type: 'vacancy_categories', name, position };
}
