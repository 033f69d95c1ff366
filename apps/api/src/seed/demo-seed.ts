import { seedDemoPages } from '../areas/pages/pages.seed';
import { seedDemoForms } from '../areas/forms/forms.seed';
import { seedDemoLibrary } from './demo-library';
import type { UploadStorage } from '../areas/uploads/uploads.storage';
import { eq } from 'drizzle-orm';
import type { OrganizationStatus, OrganizationType, Role, TenantId, VacancyStatus, VacancyType } from '@platform/contracts';
import type { Database, Db } from '../platform/db/database';
import {
  activityTypes,
  addresses,
  nonProfitProfiles,
  nonProfitTypes,
  organizationMembers,
  organizations,
  userRoles,
  users,
  vacancies,
  vacancyCategories,
  ageGroups,
  volunteerCenters,
} from '../schema';
import { computeTenantFeatures } from '@platform/tenancy';
import { hashPassword } from '../platform/secrets/passwords';
import { coordinatesOfPlace } from '../platform/geocoding/coordinates';
import { seedDemoApplications, seedRegularActivities } from './demo-applications';
import { REGION_PLACES, seedDemoVacancies, type DemoPublisher, type DemoVacancyContext } from './demo-vacancies';
import { TENANT_SEEDS } from './tenants-seed';
import { DEMO_POOL_PEOPLE, seedDemoPoolProfiles } from '../areas/volunteer-pool/volunteer-pool.profiles.seed';

/** The password of every demo account (listed in the README). */
export const DEMO_PASSWORD = 'demo-wachtwoord-2026';

const NON_PROFIT_TYPES = ['Zorg en welzijn', 'Sport', 'Cultuur', 'Natuur en milieu', 'Onderwijs', 'Buurt en wijk'];
const ACTIVITY_TYPES = ['Maatjesproject', 'Vervoer', 'Koken', 'Klussen', 'Evenementen', 'Administratie', 'Begeleiding', 'Taalles'];

type OrganizationSeed = {
  name: string;
  type: OrganizationType;
  status: OrganizationStatus;
  description: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  /** Town of the address; the centre's own town unless said. */
  place?: string;
  /**
   * Moves the address this many steps around the town's centre point (a few
   * hundred metres each), so organisations of one town do not share one marker
   * on the social map.
   */
  spread?: number;
  email?: string;
  isPartner?: boolean;
  /** On the social map; approved non-profits are unless said otherwise. */
  showOnMap?: boolean;
  /** A pending sign-up: the first user, who signed the organisation up. */
  signup?: { local: string; firstName: string; lastName: string; jobTitle: string };
  nonProfitType?: string;
  activityTypes?: string[];
  /** Publishes demo vacancies of the region (demo-vacancies.ts) under this name. */
  publishes?: DemoPublisher;
  vacancies?: {
    title: string;
    status: VacancyStatus;
    type: VacancyType;
    description: string;
    contact: string;
    /** Where applications go; without it, to the organisation's members. */
    contactEmail?: string;
    categories?: string[];
    ageGroups?: string[];
  }[];
};

/** Approved local organisations around each centre, for the directory, the social map and the partners page. */
const REGION_ORGANIZATIONS: {
  name: string;
  description: string;
  nonProfitType: string;
  activityTypes: string[];
  street: string;
  showOnMap: boolean;
  isPartner?: boolean;
}[] = [
  { name: 'Stichting Welzijn Ouderen', nonProfitType: 'Zorg en welzijn', activityTypes: ['Maatjesproject', 'Vervoer'], street: 'Kerkstraat', showOnMap: true, isPartner: true,
    description: 'Wij organiseren bezoek, vervoer en activiteiten voor ouderen die zelfstandig wonen.' },
  { name: 'Repair Café', nonProfitType: 'Buurt en wijk', activityTypes: ['Klussen'], street: 'Dorpsstraat', showOnMap: true,
    description: 'Elke eerste zaterdag van de maand repareren vrijwilligers samen met bezoekers kapotte spullen.' },
  { name: 'Muziekvereniging Harmonie', nonProfitType: 'Cultuur', activityTypes: ['Evenementen'], street: 'Molenweg', showOnMap: false,
    description: 'Harmonieorkest met een jeugdorkest en een slagwerkgroep; we spelen bij dorpsfeesten en concerten.' },
  { name: 'IVN Natuurgroep', nonProfitType: 'Natuur en milieu', activityTypes: ['Klussen', 'Evenementen'], street: 'Boslaan', showOnMap: true,
    description: 'Natuurwandelingen, snoeiochtenden en natuureducatie op scholen in de regio.' },
  { name: 'Buurtkeuken', nonProfitType: 'Zorg en welzijn', activityTypes: ['Koken'], street: 'Julianastraat', showOnMap: true, isPartner: true,
    description: 'Twee keer per week koken vrijwilligers een betaalbare maaltijd voor buurtbewoners.' },
  { name: 'Tennisvereniging De Baan', nonProfitType: 'Sport', activityTypes: ['Begeleiding', 'Evenementen'], street: 'Sportparkweg', showOnMap: false,
    description: 'Tennisvereniging met zes gravelbanen, jeugdtraining en een open toernooi in augustus.' },
  { name: 'Humanitas', nonProfitType: 'Zorg en welzijn', activityTypes: ['Maatjesproject', 'Administratie'], street: 'Nieuwstraat', showOnMap: true,
    description: 'Vrijwilligers helpen mensen met hun thuisadministratie en zijn maatje voor wie er alleen voor staat.' },
  { name: 'Historische Vereniging', nonProfitType: 'Cultuur', activityTypes: ['Administratie'], street: 'Wilhelminastraat', showOnMap: false,
    description: 'Wij bewaren en vertellen de geschiedenis van het dorp, met een archief en een kleine expositie.' },
  { name: 'Stichting Leergeld', nonProfitType: 'Onderwijs', activityTypes: ['Begeleiding', 'Administratie'], street: 'Beatrixlaan', showOnMap: false,
    description: 'Wij zorgen dat kinderen uit gezinnen met weinig geld mee kunnen doen op school en bij de sportclub.' },
];

/** Two organisations per centre that signed up and wait in the approval queue, each with its first user. */
const PENDING_SIGNUPS = [
  { name: 'Stichting Buurtbus', nonProfitType: 'Buurt en wijk', activityTypes: ['Vervoer'], street: 'Stationsweg',
    description: 'Wij willen een buurtbus laten rijden voor inwoners zonder eigen vervoer.',
    signup: { local: 'aanmelding-buurtbus', firstName: 'Gerda', lastName: 'Hendriks', jobTitle: 'Secretaris' } },
  { name: 'Kinderboerderij De Hooischuur', nonProfitType: 'Natuur en milieu', activityTypes: ['Klussen', 'Begeleiding'], street: 'Weideweg',
    description: 'Kinderboerderij met geiten, schapen en kippen, gerund door vrijwilligers.',
    signup: { local: 'aanmelding-kinderboerderij', firstName: 'Pieter', lastName: 'Kramer', jobTitle: 'Voorzitter' } },
] as const;

/** A made-up but well-formed Dutch postal code for a demo address. */
function postalCodeFor(seed: number): string {
  const letters = 'ABCDEGHJKLMNPRSTVWXZ';
  return `${1000 + ((seed * 7919) % 8999)} ${letters[seed % letters.length]}${letters[(seed * 3) % letters.length]}`;
}

function emailFor(name: string): string {
  return `info@${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`;
}

function regionOrganizationsFor(centerSlug: string, centerPlace: string): OrganizationSeed[] {
  const region = (REGION_PLACES[centerSlug] ?? [centerPlace]).filter((town) => town !== centerPlace);
  const townOf = (index: number) => region[index % region.length] ?? centerPlace;
  const approved = REGION_ORGANIZATIONS.map((org, index): OrganizationSeed => {
    const place = townOf(index);
    return {
      name: `${org.name} ${place}`,
      type: 'NonProfit',
      status: 'approved',
      description: org.description,
      street: org.street,
      houseNumber: String(3 + index * 4),
      postalCode: postalCodeFor(index + centerSlug.length * 31),
      place,
      spread: index + 1,
      email: emailFor(`${org.name} ${place}`),
      isPartner: org.isPartner ?? false,
      showOnMap: org.showOnMap,
      nonProfitType: org.nonProfitType,
      activityTypes: org.activityTypes,
    };
  });
  const pending = PENDING_SIGNUPS.map((org, index): OrganizationSeed => {
    const place = townOf(index + 2);
    return {
      name: `${org.name} ${place}`,
      type: 'NonProfit',
      status: 'pending',
      description: org.description,
      street: org.street,
      houseNumber: String(10 + index),
      postalCode: postalCodeFor(100 + index + centerSlug.length * 31),
      place,
      spread: REGION_ORGANIZATIONS.length + index + 1,
      nonProfitType: org.nonProfitType,
      activityTypes: [...org.activityTypes],
      showOnMap: true,
      signup: { ...org.signup, local: `${org.signup.local}-${centerSlug}` },
    };
  });
  return [...approved, ...pending];
}

/**
 * A point `step` steps around a town's centre point on a small spiral (about
 * 300 m a step), so demo organisations of one town get markers of their own.
 */
function spreadAround(coordinates: { latitude: string | null; longitude: string | null }, step: number | undefined) {
  if (!step || coordinates.latitude === null || coordinates.longitude === null) return coordinates;
  const angle = step * 2.4;
  const distance = 0.003 * Math.sqrt(step);
  return {
    latitude: (Number(coordinates.latitude) + distance * Math.sin(angle)).toFixed(6),
    longitude: (Number(coordinates.longitude) + distance * 1.6 * Math.cos(angle)).toFixed(6),
  };
}

function organizationsFor(centerName: string, place: string): OrganizationSeed[] {
  return [
    {
      name: centerName,
      type: 'VolunteerCenter',
      status: 'approved',
      description: `${centerName} is het centrale punt voor vrijwilligerswerk in ${place}. We adviseren organisaties en helpen inwoners een passende plek te vinden.`,
      street: 'Stationsplein', houseNumber: '1', postalCode: '1000 AA',
      publishes: 'center',
    },
    {
      name: `Het Stedelijk College ${place}`,
      type: 'School',
      status: 'approved',
      description: 'Middelbare school waar leerlingen hun maatschappelijke stage lopen bij organisaties in de buurt.',
      street: 'Schoolstraat', houseNumber: '14', postalCode: '1000 AB',
      publishes: 'school',
    },
    {
      name: `Voedselbank ${place}`,
      type: 'NonProfit',
      status: 'approved',
      description: 'Wij verstrekken wekelijks voedselpakketten aan huishoudens die het financieel moeilijk hebben.',
      street: 'Industrieweg', houseNumber: '7', postalCode: '1001 CD',
      nonProfitType: 'Zorg en welzijn', activityTypes: ['Vervoer', 'Klussen'], isPartner: true,
      vacancies: [
        { title: 'Chauffeur voor het ophalen van voedsel', status: 'published', type: 'volunteering', contact: 'Henk Mulder', categories: ['Vervoer', 'Zorg en welzijn'], ageGroups: ['Volwassenen', '55+'],
          description: 'Op vrijdagochtend haal je met onze bus producten op bij supermarkten in de regio. Rijbewijs B is voldoende.' },
        { title: 'Uitgifte-medewerker op dinsdagmiddag', status: 'published', type: 'volunteering', contact: 'Henk Mulder', categories: ['Zorg en welzijn'], ageGroups: ['Volwassenen', '55+'],
          description: 'Je helpt klanten vriendelijk bij het ophalen van hun pakket en houdt de uitgiftepunten op orde.' },
      ],
    },
    {
      name: `Sportvereniging Vooruit ${place}`,
      type: 'NonProfit',
      status: 'approved',
      description: 'Omnivereniging voor voetbal, korfbal en jeu de boules, met ruim 600 leden van 5 tot 85 jaar.',
      street: 'Sportlaan', houseNumber: '3', postalCode: '1002 EF',
      nonProfitType: 'Sport', activityTypes: ['Evenementen', 'Begeleiding'], isPartner: true,
      vacancies: [
        { title: 'Trainer voor de jongste jeugd', status: 'published', type: 'volunteering', contact: 'Mirjam Smit', contactEmail: 'jeugd@sportverenigingvooruit.example', categories: ['Sport'], ageGroups: ['Jongeren 12–17', 'Volwassenen'],
          description: 'Geef op woensdagmiddag spelenderwijs training aan kinderen van 5 tot 7 jaar. Ervaring is niet nodig, enthousiasme wel.' },
        { title: 'Helpende handen bij het zomertoernooi', status: 'draft', type: 'activity', contact: 'Mirjam Smit', categories: ['Sport', 'Evenementen'], ageGroups: ['Jongeren 12–17', 'Volwassenen', '55+'],
          description: 'Help een dag mee met opbouwen, scheidsrechteren of de kantine tijdens ons jaarlijkse zomertoernooi.' },
      ],
    },
    {
      name: `Taalhuis ${place}`,
      type: 'NonProfit',
      status: 'approved',
      description: 'Wij helpen volwassenen die beter willen leren lezen, schrijven of Nederlands spreken.',
      street: 'Bibliotheekplein', houseNumber: '2', postalCode: '1003 GH',
      nonProfitType: 'Onderwijs', activityTypes: ['Maatjesproject', 'Taalles'], publishes: 'languageHouse',
      vacancies: [
        { title: 'Taalmaatje voor een nieuwkomer', status: 'published', type: 'language', contact: 'Yvonne de Graaf', contactEmail: 'taalmaatjes@taalhuis.example', categories: ['Taal en integratie', 'Onderwijs'], ageGroups: ['Volwassenen', '55+'],
          description: 'Spreek één uur per week af met een nieuwkomer om samen Nederlands te oefenen, bijvoorbeeld tijdens een wandeling.' },
      ],
    },
    {
      name: `Natuurwerkgroep De Hooiberg ${place}`,
      type: 'NonProfit',
      status: 'pending',
      description: 'Wij beheren twee natuurgebieden en organiseren maandelijks een werkochtend.',
      street: 'Bosrand', houseNumber: '9', postalCode: '1004 IJ',
      nonProfitType: 'Natuur en milieu', activityTypes: ['Klussen'],
    },
    {
      name: `Stichting Kunstbus ${place}`,
      type: 'NonProfit',
      status: 'denied',
      description: 'Een rijdend atelier voor kinderen in de wijken.',
      street: 'Atelierweg', houseNumber: '21', postalCode: '1005 KL',
      nonProfitType: 'Cultuur',
    },
    {
      name: `Buurthuis De Schakel ${place}`,
      type: 'NonProfit',
      status: 'archived',
      description: 'Het buurthuis is gesloten; de activiteiten gaan verder bij het wijkcentrum.',
      street: 'Pleinweg', houseNumber: '4', postalCode: '1006 MN',
      nonProfitType: 'Buurt en wijk',
    },
    {
      name: `Stichting Oude Molen ${place}`,
      type: 'NonProfit',
      status: 'deleted',
      description: 'Opgeheven stichting.',
      street: 'Molenweg', houseNumber: '1', postalCode: '1007 OP',
    },
  ];
}

/** Vacancy categories and age groups every tenant starts with (reference lists, like the non-profit types). */
export const VACANCY_CATEGORIES = [
  'Zorg en welzijn',
  'Sport',
  'Natuur',
  'Cultuur',
  'Onderwijs',
  'Evenementen',
  'Vervoer',
  'Administratie',
  'Taal en integratie',
  'Klussen en techniek',
] as const;
export const AGE_GROUPS = ['Kinderen tot 12', 'Jongeren 12–17', 'Jongvolwassenen 18–27', 'Volwassenen', '55+'] as const;

type AccountSeed = {
  local: string;
  firstName: string;
  lastName: string;
  role: Role;
  memberOf?: 'center' | 'nonProfit';
  /** The membership's role; the organisation's superuser unless said. */
  memberRole?: 'organization_superuser' | 'member';
};

const ACCOUNTS: AccountSeed[] = [
  { local: 'admin', firstName: 'Anouk', lastName: 'Visser', role: 'admin', memberOf: 'center' },
  { local: 'centrum', firstName: 'Bram', lastName: 'de Boer', role: 'center_superuser', memberOf: 'center' },
  { local: 'organisatie', firstName: 'Carla', lastName: 'Meijer', role: 'organization_superuser', memberOf: 'nonProfit' },
  // The content manager works at the centre: a plain member of its organisation, which the portal needs (spec §8).
  { local: 'redacteur', firstName: 'Daan', lastName: 'Kok', role: 'content_manager', memberOf: 'center', memberRole: 'member' },
  { local: 'vrijwilliger', firstName: 'Eva', lastName: 'Bakker', role: 'volunteer' },
];

/**
 * Fills a tenant that has no users yet with realistic Dutch demo data:
 * organisations of every type and status, vacancies, pages, an image library
 * (files written to `storage`), and the five demo accounts per tenant
 * (password DEMO_PASSWORD). Never run in production.
 */
export async function seedDemoData(database: Database, storage: UploadStorage): Promise<void> {
  const { db } = database;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const tenant of TENANT_SEEDS) {
    const [anyUser] = await db.select({ id: users.id }).from(users).where(eq(users.tenantId, tenant.id)).limit(1);
    if (anyUser) continue;
    await db.transaction(async (tx) => {
      await seedTenantDemo(tx as unknown as Db, tenant.id, passwordHash, storage);
    });
  }
}

async function seedTenantDemo(db: Db, tenantId: TenantId, passwordHash: string, storage: UploadStorage) {
  const typeIds = new Map<string, string>();
  for (const name of NON_PROFIT_TYPES) {
    const [row] = await db.insert(nonProfitTypes).values({ tenantId, name }).returning();
    typeIds.set(name, row!.id);
  }
  const activityIds = new Map<string, string>();
  for (const name of ACTIVITY_TYPES) {
    const [row] = await db.insert(activityTypes).values({ tenantId, name }).returning();
    activityIds.set(name, row!.id);
  }

  const categoryIds = new Map<string, string>();
  for (const [position, name] of VACANCY_CATEGORIES.entries()) {
    const [row] = await db.insert(vacancyCategories).values({ tenantId, name, position }).returning();
    categoryIds.set(name, row!.id);
  }
  const ageGroupIds = new Map<string, string>();
  for (const [position, name] of AGE_GROUPS.entries()) {
    const [row] = await db.insert(ageGroups).values({ tenantId, name, position }).returning();
    ageGroupIds.set(name, row!.id);
  }

  const centers = await db.select().from(volunteerCenters).where(eq(volunteerCenters.tenantId, tenantId));
  const seed = TENANT_SEEDS.find((t) => t.id === tenantId)!;
  // Neighbouring centres share towns; an organisation's name stays unique in its tenant.
  const usedNames = new Set<string>();
  for (const center of centers) {
    const place = seed.centers.find((c) => c.slug === center.slug)?.place ?? center.name;
    await seedDemoLibrary(db, storage, tenantId, center.id);
    await seedDemoPages(db, tenantId, center.id, center.name);
    const organizationIds: Record<'center' | 'nonProfit', string | undefined> = { center: undefined, nonProfit: undefined };
    const publishers: DemoVacancyContext['publishers'] = { center: undefined, school: undefined, languageHouse: undefined };
    const seeded = [...organizationsFor(center.name, place), ...regionOrganizationsFor(center.slug, place)];
    for (const org of seeded.filter((candidate) => !usedNames.has(candidate.name))) {
      usedNames.add(org.name);
      const town = org.place ?? place;
      const [address] = await db
        .insert(addresses)
        .values({
          tenantId,
          street: org.street,
          houseNumber: org.houseNumber,
          postalCode: org.postalCode,
          city: town,
          ...spreadAround(await coordinatesOfPlace(town), org.spread),
        })
        .returning();
      const [row] = await db
        .insert(organizations)
        .values({
          tenantId,
          volunteerCenterId: center.id,
          name: org.name,
          type: org.type,
          status: org.status,
          description: org.description,
          city: town,
          website: `https://www.${org.name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.nl`,
          phoneNumber: '010 123 45 67',
          email: org.signup ? `${org.signup.local}@${tenantId}.example` : (org.email ?? emailFor(org.name)),
          isPartner: org.isPartner ?? false,
          addressId: address!.id,
          deletedAt: org.status === 'deleted' ? new Date() : null,
        })
        .returning();
      const organizationId = row!.id;
      if (org.type === 'VolunteerCenter') organizationIds.center = organizationId;
      if (org.type === 'NonProfit' && org.status === 'approved') organizationIds.nonProfit ??= organizationId;
      if (org.publishes) publishers[org.publishes] = { id: organizationId, latitude: address!.latitude, longitude: address!.longitude };
      if (org.type === 'NonProfit') {
        await db.insert(nonProfitProfiles).values({
          tenantId,
          organizationId,
          nonProfitTypeId: org.nonProfitType ? typeIds.get(org.nonProfitType) : null,
          showOnSocialMap: org.showOnMap ?? org.status === 'approved',
          activityTypeIds: (org.activityTypes ?? []).map((name) => activityIds.get(name)!),
        });
      }
      if (org.signup) {
        const [signedUp] = await db
          .insert(users)
          .values({
            tenantId,
            volunteerCenterId: center.id,
            email: `${org.signup.local}@${tenantId}.example`,
            encryptedPassword: passwordHash,
            firstName: org.signup.firstName,
            lastName: org.signup.lastName,
            jobTitle: org.signup.jobTitle,
            status: 'active',
            signupMethod: 'signedUp',
            confirmedAt: new Date(),
            acceptTerms: true,
          })
          .returning();
        await db.insert(userRoles).values({ tenantId, userId: signedUp!.id, name: 'organization_superuser' });
        await db.insert(organizationMembers).values({ tenantId, organizationId, userId: signedUp!.id, role: 'organization_superuser' });
      }
      for (const vacancy of org.vacancies ?? []) {
        await db.insert(vacancies).values({
          tenantId,
          volunteerCenterId: center.id,
          organizationId,
          title: vacancy.title,
          description: vacancy.description,
          status: vacancy.status,
          vacancyType: vacancy.type,
          contactPerson: vacancy.contact,
          contactEmail: vacancy.contactEmail ?? null,
          contactPhone: '06 12 34 56 78',
          categoryIds: (vacancy.categories ?? []).map((name) => categoryIds.get(name)!),
          ageGroupIds: (vacancy.ageGroups ?? []).map((name) => ageGroupIds.get(name)!),
          place,
          latitude: address!.latitude,
          longitude: address!.longitude,
          hoursPerWeek: vacancy.type === 'activity' ? null : 4,
          publishedAt: vacancy.status === 'published' ? new Date() : null,
          expiresAt: new Date(Date.now() + 90 * 86_400_000),
        });
      }
      if (organizationId === organizationIds.nonProfit) {
        await seedRegularActivities(db, {
          tenantId,
          volunteerCenterId: center.id,
          features: computeTenantFeatures(tenantId, seed.appContext),
          organizationId,
          place,
          latitude: address!.latitude,
          longitude: address!.longitude,
          categoryIds,
          ageGroupIds,
        });
      }
    }

    await seedDemoVacancies(db, {
      tenantId,
      volunteerCenterId: center.id,
      centerSlug: center.slug,
      features: computeTenantFeatures(tenantId, seed.appContext),
      centerIndex: seed.centers.findIndex((c) => c.slug === center.slug),
      centerCount: seed.centers.length,
      publishers,
      categoryIds,
      ageGroupIds,
    });

    // The five demo accounts belong to the tenant's default centre; other centres get a centre superuser.
    const accounts = center.isDefault
      ? ACCOUNTS
      : [{ local: `centrum-${center.slug}`, firstName: 'Lotte', lastName: 'van Dijk', role: 'center_superuser', memberOf: 'center' } as AccountSeed];
    const seededUsers = new Map<string, typeof users.$inferSelect>();
    for (const account of accounts) {
      const [user] = await db
        .insert(users)
        .values({
          tenantId,
          volunteerCenterId: center.id,
          email: `${account.local}@${tenantId}.example`,
          encryptedPassword: passwordHash,
          firstName: account.firstName,
          lastName: account.lastName,
          status: 'active',
          signupMethod: 'createdByUser',
          confirmedAt: new Date(),
          acceptTerms: true,
          digestDays: [1],
        })
        .returning();
      await db.insert(userRoles).values({ tenantId, userId: user!.id, name: account.role });
      const organizationId = account.memberOf ? organizationIds[account.memberOf] : undefined;
      if (organizationId) {
        await db.insert(organizationMembers).values({ tenantId, organizationId, userId: user!.id, role: account.memberRole ?? 'organization_superuser' });
      }
      seededUsers.set(account.local, user!);
    }
    if (computeTenantFeatures(tenantId, seed.appContext).volunteerProfiles) {
      // The centre's volunteer pool (issue 28): a dozen volunteers with profiles in it.
      const poolUserIds: string[] = [];
      for (const [index, person] of DEMO_POOL_PEOPLE.entries()) {
        const [user] = await db
          .insert(users)
          .values({
            tenantId,
            volunteerCenterId: center.id,
            email: `pool-${index + 1}-${center.slug}@${tenantId}.example`,
            encryptedPassword: passwordHash,
            firstName: person.firstName,
            lastName: person.lastName,
            status: 'active',
            signupMethod: 'createdByUser',
            confirmedAt: new Date(),
            acceptTerms: true,
          })
          .returning({ id: users.id });
        await db.insert(userRoles).values({ tenantId, userId: user!.id, name: 'volunteer' });
        poolUserIds.push(user!.id);
      }
      await seedDemoPoolProfiles(db, {
        tenantId,
        volunteerCenterId: center.id,
        userIds: poolUserIds,
        places: REGION_PLACES[center.slug] ?? [place],
        categoryIds,
        ageGroupIds: [...ageGroupIds.values()],
      });
    }
    const coordinator = seededUsers.get(center.isDefault ? 'centrum' : `centrum-${center.slug}`);
    if (organizationIds.center && coordinator) {
      await seedDemoForms(db, { tenantId, volunteerCenterId: center.id, organizationId: organizationIds.center, centerName: center.name, notifyEmail: coordinator.email });
    }
    const reviewer = seededUsers.get('organisatie');
    const volunteer = seededUsers.get('vrijwilliger');
    if (organizationIds.nonProfit && reviewer && volunteer) {
      await seedDemoApplications(db, { tenantId, volunteerCenterId: center.id, organizationId: organizationIds.nonProfit, reviewer, volunteer });
    }
  }
}

