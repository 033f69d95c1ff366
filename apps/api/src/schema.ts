// Every table of the API, assembled at the composition root (modules own their tables; the
// database layer knows none of them): for drizzle-kit, migrations, seeds and tests.
export * from './identity/tenancy/tenancy.tables';
export * from './identity/users/users.tables';
export * from './identity/auth/auth.tables';
export * from './identity/organizations/organizations.tables';
export * from './areas/vacancies/vacancies.tables';
export * from './identity/audit/audit.tables';
export * from './areas/menus/menus.tables';
export * from './platform/jobs/jobs.tables';
export * from './areas/applications/applications.tables';
export * from './areas/internal-notes/internal-notes.tables';
export * from './areas/uploads/uploads.tables';
export * from './platform/rate-limits/rate-limits.tables';
export * from './areas/pages/pages.tables';
export * from './areas/stock-images/stock-images.tables';
export * from './areas/forms/forms.tables';
export * from './identity/notifications/notifications.tables';
export * from './areas/digests/digests.tables';
export * from './identity/notification-templates/notification-templates.tables';
export * from './areas/conversations/conversations.tables';
export * from './areas/volunteer-pool/volunteer-pool.tables';
export * from './areas/one-to-one/one-to-one.tables';
export * from './areas/responsiveness/responsiveness.tables';
export * from './areas/analytics/analytics.tables';
export * from './platform/usage-counts/usage-counts.tables';
export * from './identity/partner-keys/partner-keys.tables';
