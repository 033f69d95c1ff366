import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation, updatedAt } from '../../platform/db/tenant-owned';
import type { StoredThemeConfig } from '@platform/contracts';

/** The five tenants; global data, read before any tenant is known. */
export const tenants = pgTable('tenants', {
  id: text().primaryKey(),
  appName: text().notNull(),
  appContext: text().notNull(),
  createdAt: createdAt(),
});

export const volunteerCenters = pgTable(
  'volunteer_centers',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    name: text().notNull(),
    slug: text().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex().on(t.tenantId, t.slug), tenantIsolation('volunteer_centers')],
);

export type ShadeSet = Record<string, string>;
export const FOOTER_COLUMNS = [1, 2, 3, 4, 6, 8] as const;

export const volunteerCenterProfiles = pgTable(
  'volunteer_center_profiles',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    volunteerCenterId: uuid()
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    websiteLogoUrl: text(),
    websiteLogoDarkModeUrl: text(),
    faviconUrl: text(),
    gtagId: text(),
    primaryColor: text().notNull().default('#0f766e'),
    secondaryColor: text().notNull().default('#f59e0b'),
    mutedColor: text().notNull().default('#64748b'),
    backgroundColor: text().notNull().default('#ffffff'),
    textColor: text().notNull().default('#0f172a'),
    primaryColorShades: jsonb().$type<ShadeSet>(),
    secondaryColorShades: jsonb().$type<ShadeSet>(),
    footerColumn1Title: text(),
    footerColumn1Content: text(),
    footerColumn2Title: text(),
    footerColumn2Content: text(),
    footerColumn3Title: text(),
    footerColumn3Content: text(),
    footerColumn4Title: text(),
    footerColumn4Content: text(),
    footerColumn6Title: text(),
    footerColumn6Content: text(),
    footerColumn8Title: text(),
    footerColumn8Content: text(),
    showAnbiLogo: boolean().notNull().default(false),
    showNovLogo: boolean().notNull().default(false),
    themeConfig: jsonb().$type<StoredThemeConfig>().notNull(),
    contactPersonName: text(),
    contactPersonEmail: text(),
    contactPersonPhone: text(),
    contactPersonJobTitle: text(),
    contactPersonPhotoUrl: text(),
    /** Map tiles for the social map: an XYZ URL template (`{z}/{x}/{y}`) and its attribution; null uses the platform default. */
    mapTileUrl: text(),
    mapTileAttribution: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex().on(t.volunteerCenterId), tenantIsolation('volunteer_center_profiles')],
);

export const HOST_APPS = ['public_site', 'portal'] as const;
export type HostApp = (typeof HOST_APPS)[number];

/**
 * Host name -> tenant, centre and app. The lookup reads every row on the owner
 * connection before any tenant is known; the app role sees only its tenant's
 * rows and cannot write any.
 */
export const hosts = pgTable(
  'hosts',
  {
    hostname: text().primaryKey(),
    tenantId: text()
      .notNull()
      .references(() => tenants.id),
    volunteerCenterId: uuid()
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: 'cascade' }),
    app: text().$type<HostApp>().notNull(),
    /**
     * The origin (scheme, host, port) every link to this centre's app is built
     * from, set on at most one row per centre and app; without one, links use
     * an origin derived from the centre's canonical host name.
     */
    origin: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.tenantId, t.volunteerCenterId),
    uniqueIndex('hosts_one_origin_per_center_app').on(t.volunteerCenterId, t.app).where(sql`${t.origin} is not null`),
    check('hosts_origin_is_http', sql`${t.origin} ~ '^https?://[^/?#@[:space:]]+$'`),
    tenantIsolation('hosts'),
  ],
);
