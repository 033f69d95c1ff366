import { and, eq } from 'drizzle-orm';
import type { ApplicationStatus, Locale } from '@platform/contracts';
import type { TenantFeatures } from '@platform/tenancy';
import type { Db } from '../platform/db/database';
import { applications, vacancies } from '../schema';
import { fromWallClock, toWallClock } from '../areas/vacancies/activity-schedule';

const DAY_MS = 86_400_000;

/** The Amsterdam time `hour:minute` on the first `weekday` (0 = Sunday) at least `afterDays` days from now. */
function nextDutchWeekday(weekday: number, hour: number, minute: number, afterDays = 1): Date {
  const day = toWallClock(new Date(Date.now() + afterDays * DAY_MS));
  day.setUTCDate(day.getUTCDate() + ((weekday - day.getUTCDay() + 7) % 7));
  day.setUTCHours(hour, minute, 0, 0);
  return fromWallClock(day);
}

export type DemoActivityContext = {
  tenantId: string;
  volunteerCenterId: string;
  features: TenantFeatures;
  /** The food bank, the organisation of organisatie@<tenant>.example. */
  organizationId: string;
  place: string;
  latitude: string | null;
  longitude: string | null;
  categoryIds: ReadonlyMap<string, string>;
  ageGroupIds: ReadonlyMap<string, string>;
};

/**
 * Two activities the food bank holds regularly (every Saturday morning, and
 * the first Saturday of the month), starting in the coming weeks, so the
 * calendar and its iCalendar feed show repetitions. Only where the tenant has
 * the activity calendar.
 */
export async function seedRegularActivities(db: Db, context: DemoActivityContext): Promise<void> {
  if (!context.features.activities) return;
  const common = {
    tenantId: context.tenantId,
    volunteerCenterId: context.volunteerCenterId,
    organizationId: context.organizationId,
    status: 'published' as const,
    vacancyType: 'activity' as const,
    frequency: 'regularly' as const,
    contactPhone: '06 12 34 56 78',
    place: context.place,
    latitude: context.latitude,
    longitude: context.longitude,
    ageGroupIds: ['Volwassenen', '55+'].map((name) => context.ageGroupIds.get(name)!),
    publishedAt: new Date(),
    expiresAt: new Date(Date.now() + 120 * DAY_MS),
  };
  const sorting = nextDutchWeekday(6, 9, 30);
  const collection = nextDutchWeekday(6, 10, 0, 8);
  await db.insert(vacancies).values([
    {
      ...common,
      title: 'Sorteren en inpakken op zaterdagochtend',
      description:
        '<p>Elke zaterdagochtend sorteren we de ingezamelde producten en pakken we de pakketten in voor de uitgifte. Gezellig werk in een vaste ploeg; koffie staat klaar.</p>',
      contactPerson: 'Henk Mulder',
      contactEmail: `vrijwilligers@voedselbank.${context.tenantId}.example`,
      categoryIds: ['Zorg en welzijn'].map((name) => context.categoryIds.get(name)!),
      startsAt: sorting,
      endsAt: new Date(sorting.getTime() + 2.5 * 3_600_000),
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=SA',
    },
    {
      ...common,
      title: 'Inzamelactie bij de supermarkt',
      description:
        '<p>Op de eerste zaterdag van de maand staan we bij de supermarkt om klanten te vragen een product extra te kopen voor de voedselbank.</p>',
      contactPerson: 'Henk Mulder',
      categoryIds: ['Zorg en welzijn', 'Evenementen'].map((name) => context.categoryIds.get(name)!),
      startsAt: collection,
      endsAt: new Date(collection.getTime() + 4 * 3_600_000),
      recurrenceRule: 'FREQ=MONTHLY;BYDAY=1SA',
    },
  ]);
}

type DemoApplicant = {
  vacancyTitle: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
  message: string;
  status: ApplicationStatus;
  decisionReason?: string;
  locale?: Locale;
  daysAgo: number;
};

const GUEST_APPLICATIONS: DemoApplicant[] = [
  {
    vacancyTitle: 'Chauffeur voor het ophalen van voedsel',
    // Unanswered for three weeks: on the centre's list of waiting applications (issue 29).
    firstName: 'Sanne', lastName: 'de Vries', email: 'sanne.devries@example.nl', phoneNumber: '06 11 22 33 44', status: 'pending', daysAgo: 20,
    message: 'Ik heb rijbewijs B en ben op vrijdagochtend vrij. Ik rij graag een paar keer per maand mee.',
  },
  {
    vacancyTitle: 'Chauffeur voor het ophalen van voedsel',
    firstName: 'Mohammed', lastName: 'El Amrani', email: 'm.elamrani@example.nl', status: 'in_review', daysAgo: 4,
    message: 'Ik ben net met pensioen en zoek zinvol werk. Ik heb jaren als bezorger gewerkt.',
  },
  {
    vacancyTitle: 'Uitgifte-medewerker op dinsdagmiddag',
    // Accepted 15 days ago: asked "is it working out?" on the responsiveness job's next run (issue 29).
    firstName: 'Lisa', lastName: 'Jansen', email: 'lisa.jansen@example.nl', phoneNumber: '06 55 66 77 88', status: 'accepted', daysAgo: 16,
    message: 'Ik werk parttime en heb op dinsdagmiddag tijd. Ik heb eerder bij de kledingbank geholpen.',
  },
  {
    vacancyTitle: 'Chauffeur voor het ophalen van voedsel',
    firstName: 'Pieter', lastName: 'Bakker', email: 'pieter.bakker@example.nl', status: 'rejected', daysAgo: 12,
    decisionReason: 'Op vrijdag hebben we op dit moment genoeg chauffeurs. Bij de uitgifte op dinsdag kunnen we wel hulp gebruiken!',
    message: 'Ik kan helaas alleen op vrijdagmiddag.',
  },
  {
    vacancyTitle: 'Uitgifte-medewerker op dinsdagmiddag',
    firstName: 'Emma', lastName: 'Smith', email: 'emma.smith@example.com', status: 'withdrawn', daysAgo: 15, locale: 'en',
    message: 'I would love to help out on Tuesdays; my Dutch is basic but improving.',
  },
];

export type DemoApplicationContext = {
  tenantId: string;
  volunteerCenterId: string;
  /** The food bank, whose manager organisatie@<tenant>.example reviews the applications. */
  organizationId: string;
  reviewer: { id: string };
  volunteer: { id: string; firstName: string | null; lastName: string | null; email: string };
};

/**
 * Applications to the food bank's vacancies in every state, for its manager
 * to review in the portal, and one by the demo volunteer (signed in), which
 * they see among their own.
 */
export async function seedDemoApplications(db: Db, context: DemoApplicationContext): Promise<void> {
  const ownVacancies = await db
    .select({ id: vacancies.id, title: vacancies.title })
    .from(vacancies)
    .where(and(eq(vacancies.tenantId, context.tenantId), eq(vacancies.organizationId, context.organizationId)));
  const vacancyId = (title: string) => ownVacancies.find((v) => v.title === title)?.id;
  const { volunteer } = context;
  const applicants: (DemoApplicant & { userId: string | null })[] = [
    ...GUEST_APPLICATIONS.map((applicant) => ({ ...applicant, userId: null })),
    {
      vacancyTitle: 'Uitgifte-medewerker op dinsdagmiddag',
      firstName: volunteer.firstName ?? '', lastName: volunteer.lastName ?? '', email: volunteer.email, status: 'pending', daysAgo: 0,
      message: 'Ik help graag bij de uitgifte, het liefst elke week.',
      userId: volunteer.id,
    },
  ];
  const rows = applicants.flatMap((applicant) => {
    const id = vacancyId(applicant.vacancyTitle);
    if (!id) return [];
    const sentAt = new Date(Date.now() - applicant.daysAgo * DAY_MS);
    const decided = applicant.status === 'accepted' || applicant.status === 'rejected';
    return [
      {
        tenantId: context.tenantId,
        volunteerCenterId: context.volunteerCenterId,
        vacancyId: id,
        userId: applicant.userId,
        vacancyTitle: applicant.vacancyTitle,
        name: `${applicant.firstName} ${applicant.lastName}`,
        firstName: applicant.firstName,
        lastName: applicant.lastName,
        email: applicant.email,
        phoneNumber: applicant.phoneNumber ?? null,
        message: applicant.message,
        status: applicant.status,
        decisionReason: applicant.decisionReason ?? null,
        decidedAt: decided ? new Date(sentAt.getTime() + DAY_MS) : null,
        // The organisation answered with its decision, or by taking it into review (a day after it came in).
        answeredAt: decided || applicant.status === 'in_review' ? new Date(sentAt.getTime() + DAY_MS) : null,
        decidedById: decided ? context.reviewer.id : null,
        locale: applicant.locale ?? 'nl',
        createdAt: sentAt,
        updatedAt: decided ? new Date(sentAt.getTime() + DAY_MS) : sentAt,
      },
    ];
  });
  if (rows.length > 0) await db.insert(applications).values(rows);
}
