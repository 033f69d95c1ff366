import { DEFAULT_STORED_THEME, DEV_LANDING_HOST, type TenantId } from '@platform/contracts';
import type { Db } from '../platform/db/database';
import { hosts, tenants, volunteerCenterProfiles, volunteerCenters } from '../schema';
import { seedDefaultHeaderMenu, seedSystemPages } from '../areas/menus/menus.seed';
import { seedDefaultHomePage, seedLandingPage } from '../areas/pages/pages.seed';
import { seedNotificationTemplates } from '../identity/notification-templates/notification-templates.seed';

type CenterSeed = {
  slug: string;
  name: string;
  /** Town the centre works in, used in demo texts. */
  place: string;
  isDefault?: boolean;
  hosts: string[];
  portalHosts: string[];
  colors: { primary: string; secondary: string; muted?: string };
  primaryShades?: Record<string, string>;
  footer: { title1: string; content1: string; title2: string; content2: string; title3: string; content3: string };
  contact: { name: string; email: string; phone: string };
  anbi?: boolean;
  nov?: boolean;
  /** The centre the Gelderland marketing host (LANDING_HOST) belongs to: it gets the landing page. */
  hasLandingPage?: boolean;
};

type TenantSeed = { id: TenantId; appName: string; appContext: 'meedoen' | 'gelderland'; centers: CenterSeed[] };

const tealShades = {
  '50': '#f0fdfa', '100': '#ccfbf1', '200': '#99f6e4', '300': '#5eead4', '400': '#2dd4bf', '500': '#14b8a6',
  '600': '#0d9488', '700': '#0f766e', '800': '#115e59', '900': '#134e4a', '950': '#042f2e',
};
const indigoShades = {
  '50': '#eef2ff', '100': '#e0e7ff', '200': '#c7d2fe', '300': '#a5b4fc', '400': '#818cf8', '500': '#6366f1',
  '600': '#4f46e5', '700': '#4338ca', '800': '#3730a3', '900': '#312e81', '950': '#1e1b4b',
};

function footer(place: string, street: string, postal: string, phone: string) {
  return {
    title1: 'Contact',
    content1: `${street}\n${postal} ${place}\nTelefoon ${phone}`,
    title2: 'Openingstijden',
    content2: 'Maandag t/m donderdag 9.00 – 16.00 uur\nVrijdag op afspraak',
    title3: 'Over ons',
    content3: `Wij brengen vrijwilligers en organisaties in ${place} bij elkaar.`,
  };
}

/** Tenants, their volunteer centres with site profiles, and the local host names of each app. */
export const TENANT_SEEDS: TenantSeed[] = [
  {
    id: 'oldebroek',
    appName: 'Vrijwilligerswerk Oldebroek',
    appContext: 'gelderland',
    centers: [
      {
        slug: 'oldebroek',
        name: 'Vrijwilligerscentrale Oldebroek',
        isDefault: true,
        hosts: ['oldebroek.localhost'],
        portalHosts: ['portal.oldebroek.localhost'],
        colors: { primary: '#0f766e', secondary: '#f59e0b' },
        primaryShades: tealShades,
        place: 'Wezep',
        footer: footer('Wezep', 'Stationsweg 12', '8091 AE', '038 376 12 34'),
        contact: { name: 'Annemiek Bos', email: 'annemiek.bos@oldebroek.example', phone: '038 376 12 34' },
        anbi: true,
      },
    ],
  },
  {
    id: 'roermond',
    appName: 'Vrijwilligerswerk Roermond',
    appContext: 'gelderland',
    centers: [
      {
        slug: 'roermond',
        name: 'Steunpunt Vrijwilligerswerk Roermond',
        isDefault: true,
        hosts: ['roermond.localhost'],
        portalHosts: ['portal.roermond.localhost'],
        colors: { primary: '#b91c1c', secondary: '#1d4ed8' },
        place: 'Roermond',
        footer: footer('Roermond', 'Markt 5', '6041 EL', '0475 33 45 67'),
        contact: { name: 'Joep Hendriks', email: 'joep.hendriks@roermond.example', phone: '0475 33 45 67' },
        nov: true,
      },
    ],
  },
  {
    id: 'public',
    appName: 'Vrijwilligersplatform',
    appContext: 'gelderland',
    centers: [
      {
        slug: 'zwolle',
        name: 'Vrijwilligerscentrale Zwolle',
        isDefault: true,
        hosts: ['localhost', '127.0.0.1', 'public.localhost', 'zwolle.localhost', DEV_LANDING_HOST],
        portalHosts: ['portal.localhost', 'portal.public.localhost', 'portal.zwolle.localhost'],
        colors: { primary: '#4338ca', secondary: '#f97316' },
        primaryShades: indigoShades,
        place: 'Zwolle',
        footer: footer('Zwolle', 'Thorbeckegracht 40', '8011 VM', '038 421 55 00'),
        contact: { name: 'Sanne de Vries', email: 'sanne.devries@public.example', phone: '038 421 55 00' },
        anbi: true,
        nov: true,
        hasLandingPage: true,
      },
      {
        slug: 'apeldoorn',
        name: 'Vrijwilligerspunt Apeldoorn',
        hosts: ['apeldoorn.localhost'],
        portalHosts: ['portal.apeldoorn.localhost'],
        colors: { primary: '#047857', secondary: '#7c3aed' },
        place: 'Apeldoorn',
        footer: footer('Apeldoorn', 'Hoofdstraat 88', '7311 BB', '055 522 10 10'),
        contact: { name: 'Ruud Jansen', email: 'ruud.jansen@public.example', phone: '055 522 10 10' },
      },
      {
        slug: 'deventer',
        name: 'Vrijwilligerscentrum Deventer',
        hosts: ['deventer.localhost'],
        portalHosts: ['portal.deventer.localhost'],
        colors: { primary: '#9d174d', secondary: '#0e7490' },
        place: 'Deventer',
        footer: footer('Deventer', 'Brink 21', '7411 BR', '0570 61 40 40'),
        contact: { name: 'Fatima El Amrani', email: 'fatima.elamrani@public.example', phone: '0570 61 40 40' },
      },
    ],
  },
  {
    id: 'meedoen',
    appName: 'Meedoen',
    appContext: 'meedoen',
    centers: [
      {
        slug: 'arnhem',
        name: 'Meedoen Arnhem',
        isDefault: true,
        hosts: ['meedoen.localhost'],
        portalHosts: ['portal.meedoen.localhost'],
        colors: { primary: '#c2410c', secondary: '#0f766e' },
        place: 'Arnhem',
        footer: footer('Arnhem', 'Jansbinnensingel 10', '6811 AN', '026 351 20 20'),
        contact: { name: 'Marloes Peters', email: 'marloes.peters@meedoen.example', phone: '026 351 20 20' },
      },
    ],
  },
  {
    id: 'demo',
    appName: 'Vrijwilligersplatform Demo',
    appContext: 'gelderland',
    centers: [
      {
        slug: 'demo',
        name: 'Demo Vrijwilligerscentrale',
        isDefault: true,
        hosts: ['demo.localhost'],
        portalHosts: ['portal.demo.localhost'],
        colors: { primary: '#0369a1', secondary: '#ca8a04' },
        place: 'Utrecht',
        footer: footer('Utrecht', 'Oudegracht 100', '3511 AX', '030 231 00 00'),
        contact: { name: 'Demo Beheerder', email: 'beheer@demo.example', phone: '030 231 00 00' },
      },
    ],
  },
];

/**
 * Creates the system pages, the tenants, their centres with profiles, header
 * menus, starter home pages, mail templates and local host names when they are missing; leaves existing rows (and any edits staff made) alone.
 */
export async function seedTenants(db: Db): Promise<void> {
  await seedSystemPages(db);
  for (const tenant of TENANT_SEEDS) {
    await db
      .insert(tenants)
      .values({ id: tenant.id, appName: tenant.appName, appContext: tenant.appContext })
      .onConflictDoNothing();
    await seedNotificationTemplates(db, tenant.id);
    for (const center of tenant.centers) {
      const [inserted] = await db
        .insert(volunteerCenters)
        .values({ tenantId: tenant.id, slug: center.slug, name: center.name, isDefault: center.isDefault ?? false })
        .onConflictDoNothing()
        .returning();
      if (!inserted) continue;
      await db.insert(volunteerCenterProfiles).values({
        tenantId: tenant.id,
        volunteerCenterId: inserted.id,
        name: center.name,
        primaryColor: center.colors.primary,
        secondaryColor: center.colors.secondary,
        mutedColor: center.colors.muted ?? '#64748b',
        primaryColorShades: center.primaryShades ?? null,
        footerColumn1Title: center.footer.title1,
        footerColumn1Content: center.footer.content1,
        footerColumn2Title: center.footer.title2,
        footerColumn2Content: center.footer.content2,
        footerColumn3Title: center.footer.title3,
        footerColumn3Content: center.footer.content3,
        showAnbiLogo: center.anbi ?? false,
        showNovLogo: center.nov ?? false,
        themeConfig: DEFAULT_STORED_THEME,
        contactPersonName: center.contact.name,
        contactPersonEmail: center.contact.email,
        contactPersonPhone: center.contact.phone,
      });
      const hostRows = [
        ...center.hosts.map((hostname) => ({ hostname, app: 'public_site' as const })),
        ...center.portalHosts.map((hostname) => ({ hostname, app: 'portal' as const })),
      ];
      await db
        .insert(hosts)
        .values(hostRows.map((h) => ({ ...h, tenantId: tenant.id, volunteerCenterId: inserted.id })))
        .onConflictDoNothing();
      await seedDefaultHeaderMenu(db, tenant.id, inserted.id);
      await seedDefaultHomePage(db, tenant.id, inserted.id, center.name);
      if (center.hasLandingPage) await seedLandingPage(db, tenant.id, inserted.id);
    }
  }
}
