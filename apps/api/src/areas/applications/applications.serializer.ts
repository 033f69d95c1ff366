import type { Locale } from '@platform/contracts';
import { resource, type ResourceObject } from '../../platform/http/json-api';
import { translate } from '../../platform/i18n/messages';
import type { VacancyRow } from '../vacancies/vacancies.data';
import { serializeVacancy } from '../vacancies/vacancies.serializer';
import type { ApplicationRow } from './applications.repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * An application as its readers see it; once anonymised, its name is "deleted
 * user" in the request's language (`anonymised` tells apps to say it in theirs).
 */
export function serializeApplication(application: Omit<ApplicationRow, 'organizationId'>, locale: Locale): ResourceObject {
  return resource(
    'applications',
    application.id,
    {
      vacancyId: application.vacancyId,
      vacancyTitle: application.vacancyTitle,
      name: application.name ?? translate(locale, 'personal_data.deleted_user'),
      firstName: application.firstName,
      lastName: application.lastName,
      anonymised: application.anonymisedAt !== null,
      email: application.email,
      // A guest has no account, so nobody to hold a conversation with.
      hasAccount: application.userId !== null,
      phoneNumber: application.phoneNumber,
      message: application.message,
      status: application.status,
      decisionReason: application.decisionReason,
      decidedAt: iso(application.decidedAt),
      createdAt: application.createdAt.toISOString(),
      updatedAt: application.updatedAt.toISOString(),
    },
    { vacancy: { data: { type: 'vacancies', id: application.vacancyId } } },
  );
}

/**
 * Applications with their vacancies when asked for (`include=vacancy`);
 * `managedVacancyIds` are the vacancies whose contact details the viewer sees.
 */
export type ApplicationBundle = {
  applications: ApplicationRow[];
  vacancies?: VacancyRow[];
  managedVacancyIds: ReadonlySet<string>;
};

export function applicationDocumentParts(bundle: ApplicationBundle, locale: Locale): { data: ResourceObject[]; included?: ResourceObject[] } {
  const data = bundle.applications.map((application) => serializeApplication(application, locale));
  if (!bundle.vacancies) return { data };
  return { data, included: bundle.vacancies.map((v) => serializeVacancy(v, bundle.managedVacancyIds.has(v.id))) };
}
