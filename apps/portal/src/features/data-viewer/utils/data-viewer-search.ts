import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DataViewerQuery } from '@platform/api-client';
import {
  DATA_VIEWER_ATTRIBUTES,
  DATA_VIEWER_RECORD_TYPES,
  DATA_VIEWER_SORTS,
  fromWireName,
  type DataViewerRecord,
  type DataViewerRecordType,
} from '@platform/contracts';
import { isoDateParam, listSearchSchema, listSearchText } from '@platform/ui';
import * as v from 'valibot';

/** Records per page of /admin/data-viewer. */
export const DATA_VIEWER_PAGE_SIZE = 25;

/**
 * The viewer's record type, filters, order and page in the URL. A status or
 * order the type does not have is checked by the API (a translated 400 in
 * the list's error box), since the allowed values depend on the type.
 */
export const dataViewerSearchSchema = listSearchSchema({
  filters: {
    type: v.picklist(DATA_VIEWER_RECORD_TYPES),
    q: listSearchText,
    status: v.pipe(v.string(), v.regex(/^[a-z_]{1,32}$/)),
    from: isoDateParam,
    until: isoDateParam,
    sort: v.pipe(v.string(), v.regex(/^-?[a-z_]{1,40}$/)),
  },
});

export type DataViewerSearch = v.InferOutput<typeof dataViewerSearchSchema>;

/** The record type shown: users unless the URL names another. */
export const recordTypeOf = (search: DataViewerSearch): DataViewerRecordType => search.type ?? 'users';

/** The API query for the URL's search. */
export function toDataViewerQuery(search: DataViewerSearch): DataViewerQuery {
  return {
    type: recordTypeOf(search),
    text: search.q,
    status: search.status,
    from: search.from,
    until: search.until,
    sort: search.sort,
    page: search.page,
    pageSize: DATA_VIEWER_PAGE_SIZE,
  };
}

/** Every column of every record type (camelCase, as the client flattens them). */
export type DataViewerColumn = { [T in DataViewerRecordType]: keyof DataViewerRecord<T> }[DataViewerRecordType];

/** The columns of a type, in the contracts' allow-list order. */
export const columnsOf = (type: DataViewerRecordType) => Object.keys(DATA_VIEWER_ATTRIBUTES[type].entries) as DataViewerColumn[];

/** The columns of a type the list can be sorted by (camelCase). */
export const sortableColumnsOf = (type: DataViewerRecordType): Set<string> => new Set(DATA_VIEWER_SORTS[type].map(fromWireName));

export const RECORD_TYPE_LABELS: Record<DataViewerRecordType, MessageDescriptor> = {
  users: msg`Users`,
  organizations: msg`Organisations`,
  vacancies: msg`Vacancies`,
  applications: msg`Applications`,
  forms: msg`Forms`,
};

/** Each column's heading, by attribute name (every type's columns). */
export const COLUMN_LABELS: Record<DataViewerColumn, MessageDescriptor> = {
  volunteerCenterId: msg`Centre (id)`,
  organizationId: msg`Organisation (id)`,
  vacancyId: msg`Vacancy (id)`,
  email: msg`E-mail address`,
  firstName: msg`First name`,
  lastName: msg`Last name`,
  name: msg`Name`,
  title: msg`Title`,
  vacancyTitle: msg`Vacancy`,
  status: msg`Status`,
  locale: msg`Language`,
  signupMethod: msg`Signed up by`,
  signInCount: msg`Sign-ins`,
  lastSignInAt: msg`Last signed in`,
  confirmedAt: msg`Confirmed`,
  type: msg`Type`,
  city: msg`City`,
  website: msg`Website`,
  isPartner: msg`Partner`,
  vacancyType: msg`Kind of vacancy`,
  place: msg`Place`,
  publishedAt: msg`Published`,
  expiresAt: msg`Expires`,
  decidedAt: msg`Decided`,
  accessPermission: msg`Access`,
  purpose: msg`Purpose`,
  closesAt: msg`Closes`,
  createdAt: msg`Created`,
};
