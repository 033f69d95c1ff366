import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  FormAccessPermission,
  FormPurpose,
  FormStatus,
  Locale,
  QuestionType,
} from '@platform/contracts';
import { createdAt, id, tenantId, tenantIsolation, updatedAt } from '../../platform/db/tenant-owned';
import { organizations } from '../../identity/organizations/organizations.tables';
import { tenants, volunteerCenters } from '../../identity/tenancy/tenancy.tables';
import { users } from '../../identity/users/users.tables';

/**
 * A form of the form builder (spec §3 "Form", issue 16). It belongs to an
 * organisation (a centre's own forms to the centre's organisation) and is
 * filled in through `token`: its public link when anonymous; invitation-only
 * forms are reached through each invitation's own token instead.
 */
export const forms = pgTable(
  'forms',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    volunteerCenterId: uuid()
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: 'cascade' }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    accessPermission: text().$type<FormAccessPermission>().notNull(),
    status: text().$type<FormStatus>().notNull().default('draft'),
    closesAt: timestamp({ withTimezone: true }),
    confirmationText: text(),
    notifyEmails: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    retentionMonths: integer().notNull().default(12),
    purpose: text().$type<FormPurpose>(),
    token: text().notNull(),
    createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex().on(t.token),
    uniqueIndex('forms_one_contact_form_per_center')
      .on(t.volunteerCenterId)
      .where(sql`${t.purpose} = 'contact'`),
    index().on(t.tenantId, t.volunteerCenterId, t.organizationId),
    tenantIsolation('forms'),
  ],
);

/**
 * A question of a form. Removing one that has been answered sets `deletedAt`
 * (the spec's delete flag): new fillers no longer see it, earlier answers stay
 * readable and exportable with it.
 */
export const formQuestions = pgTable(
  'form_questions',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    formId: uuid()
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    questionType: text().$type<QuestionType>().notNull(),
    required: boolean().notNull().default(false),
    longAnswer: boolean().notNull().default(false),
    options: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    minValue: doublePrecision(),
    maxValue: doublePrecision(),
    position: integer().notNull(),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.formId, t.position), tenantIsolation('form_questions')],
);

/**
 * An invitation to fill in an invitation-only form once. Only a hash of its
 * token is kept (the link is in the mail alone), like a password reset's.
 */
export const formInvitations = pgTable(
  'form_invitations',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    formId: uuid()
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    openedAt: timestamp({ withTimezone: true }),
    answeredAt: timestamp({ withTimezone: true }),
    invitedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex().on(t.tokenHash),
    index().on(t.formId, t.createdAt),
    tenantIsolation('form_invitations'),
  ],
);

/** One filled-in form: the answers keyed by question id, as the answers schema of libs/contracts left them. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    formId: uuid()
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    invitationId: uuid().references(() => formInvitations.id, { onDelete: 'set null' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    answers: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Every answer's text in one string, for the submissions table's text filter. */
    searchText: text().notNull().default(''),
    locale: text().$type<Locale>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.formId, t.createdAt),
    index().on(t.tenantId, t.createdAt),
    tenantIsolation('form_submissions'),
  ],
);
