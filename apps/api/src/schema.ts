// Every table of the API, assembled at the composition root (modules own their tables; the
// database layer knows none of them): for drizzle-kit, migrations, seeds and tests.
export * from './modules/tenancy/tenancy.tables';
export * from './modules/users/users.tables';
export * from './modules/auth/auth.tables';
export * from './modules/organizations/organizations.tables';
export * from './modules/vacancies/vacancies.tables';
export * from './modules/audit/audit.tables';
export * from './modules/menus/menus.tables';
export * from './modules/jobs/jobs.tables';
export * from './modules/applications/applications.tables';
export * from './modules/internal-notes/internal-notes.tables';
export * from './modules/uploads/uploads.tables';
export * from './modules/rate-limits/rate-limits.tables';
export * from './modules/pages/pages.tables';
export * from './modules/stock-images/stock-images.tables';
export * from './modules/forms/forms.tables';
export * from './modules/notifications/notifications.tables';
export * from './modules/digests/digests.tables';
export * from './modules/notification-templates/notification-templates.tables';
export * from './modules/conversations/conversations.tables';
