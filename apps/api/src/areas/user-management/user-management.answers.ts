import { applySparseFieldsets, type ListQuery, type ListQueryRules } from '../../platform/http/json-api';
import { userDocumentParts, type UserBundle } from './user-management.serializer';
import { USER_INCLUDES } from './user-management.service';

// How the routes about one user answer, shared by their plugins: the rules its query is read
// with, its shape in /api/docs, and the document.

/** The query of an answer about one user: `include` and sparse fieldsets. */
export const oneUserRules: ListQueryRules = { includes: USER_INCLUDES };
/** The resource types a user answer may include. */
export const userIncluded = ['roles', 'organizations'] as const;
/** One user (or null), in /api/docs. */
export const oneUserAnswer = { document: 'one', type: 'users', included: userIncluded, nullable: true } as const;

/** A single-user answer with whatever `include` asked for. */
export function oneUserDocument(bundle: UserBundle, query: ListQuery) {
  const { data, included } = userDocumentParts(bundle, query.include);
  return applySparseFieldsets({ data: data[0] ?? null, ...(included ? { included } : {}) }, query.fields);
}
