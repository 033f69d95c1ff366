import * as v from 'valibot';
import {
  APPLICATION_STATUSES,
  LOCALES,
  ORGANIZATION_STATUSES,
  ORGANIZATION_TYPES,
  SIGNUP_METHODS,
  USER_STATUSES,
  VACANCY_STATUSES,
  VACANCY_TYPES,
} from '../enums';
import { FORM_ACCESS_PERMISSIONS, FORM_PURPOSES, FORM_STATUSES } from '../forms';
import { nullableString, nullableTimestamp, timestamp, uuid } from './shared';

// The admin's data viewer (/admin/data-viewer, issue 29). Each shape is the
// allow-list of what the viewer shows and exports of a record: a column is
// there because it is named here, so a new column (a digest, a token) stays
// out until someone decides it may be read.

export const dataViewerUserAttributes = v.strictObject({
  volunteerCenterId: uuid,
  email: v.string(),
  firstName: nullableString,
  lastName: nullableString,
  status: v.picklist(USER_STATUSES),
  locale: v.picklist(LOCALES),
  signupMethod: v.picklist(SIGNUP_METHODS),
  signInCount: v.number(),
  lastSignInAt: nullableTimestamp,
  confirmedAt: nullableTimestamp,
  createdAt: timestamp,
});

export const dataViewerOrganizationAttributes = v.strictObject({
  volunteerCenterId: uuid,
  name: v.string(),
  status: v.picklist(ORGANIZATION_STATUSES),
  type: v.picklist(ORGANIZATION_TYPES),
  city: nullableString,
  email: nullableString,
  website: nullableString,
  isPartner: v.boolean(),
  createdAt: timestamp,
});

export const dataViewerVacancyAttributes = v.strictObject({
  volunteerCenterId: uuid,
  organizationId: uuid,
  title: v.string(),
  status: v.picklist(VACANCY_STATUSES),
  vacancyType: v.picklist(VACANCY_TYPES),
  place: nullableString,
  publishedAt: nullableTimestamp,
  expiresAt: nullableTimestamp,
  createdAt: timestamp,
});

export const dataViewerApplicationAttributes = v.strictObject({
  volunteerCenterId: uuid,
  vacancyId: uuid,
  vacancyTitle: v.string(),
  name: nullableString,
  email: v.string(),
  status: v.picklist(APPLICATION_STATUSES),
  decidedAt: nullableTimestamp,
  createdAt: timestamp,
});

export const dataViewerFormAttributes = v.strictObject({
  volunteerCenterId: uuid,
  organizationId: uuid,
  title: v.string(),
  status: v.picklist(FORM_STATUSES),
  accessPermission: v.picklist(FORM_ACCESS_PERMISSIONS),
  purpose: v.nullable(v.picklist(FORM_PURPOSES)),
  closesAt: nullableTimestamp,
  createdAt: timestamp,
});

/** The records the data viewer browses, each with its allow-listed attributes. */
export const DATA_VIEWER_ATTRIBUTES = {
  users: dataViewerUserAttributes,
  organizations: dataViewerOrganizationAttributes,
  vacancies: dataViewerVacancyAttributes,
  applications: dataViewerApplicationAttributes,
  forms: dataViewerFormAttributes,
} as const;

export type DataViewerRecordType = keyof typeof DATA_VIEWER_ATTRIBUTES;
export const DATA_VIEWER_RECORD_TYPES = Object.keys(DATA_VIEWER_ATTRIBUTES) as DataViewerRecordType[];

/** One record as the viewer shows it, by type. */
export type DataViewerRecord<T extends DataViewerRecordType> = v.InferOutput<(typeof DATA_VIEWER_ATTRIBUTES)[T]>;

/** Each record type's statuses (`filter[status]`). */
export const DATA_VIEWER_STATUSES: Record<DataViewerRecordType, readonly string[]> = {
  users: USER_STATUSES,
  organizations: ORGANIZATION_STATUSES,
  vacancies: VACANCY_STATUSES,
  applications: APPLICATION_STATUSES,
  forms: FORM_STATUSES,
};

/** The columns a list may be sorted by (wire names), per record type; newest first by default. */
export const DATA_VIEWER_SORTS: Record<DataViewerRecordType, readonly string[]> = {
  users: ['email', 'last_name', 'status', 'last_sign_in_at', 'created_at'],
  organizations: ['name', 'status', 'city', 'created_at'],
  vacancies: ['title', 'status', 'published_at', 'expires_at', 'created_at'],
  applications: ['vacancy_title', 'email', 'status', 'decided_at', 'created_at'],
  forms: ['title', 'status', 'closes_at', 'created_at'],
};

/** The filters every record type takes: text, status, centre and creation dates (`yyyy-mm-dd`). */
export const DATA_VIEWER_FILTERS = ['q', 'status', 'volunteer_center_id', 'created_at_gteq', 'created_at_lteq'] as const;
