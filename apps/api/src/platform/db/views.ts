import { QueryBuilder } from 'drizzle-orm/pg-core';

/**
 * Builds a module's read-only views: subqueries over its own tables that
 * other modules join like a table (PostgreSQL inlines them), but can never
 * write to. A view is named after its table, so the SQL reads the same.
 */
export const viewBuilder = new QueryBuilder({ casing: 'snake_case' });
