import type { ActivityFrequency, VacancyStatus, VacancyType } from '@platform/contracts';
import type { TenantFeatures } from '@platform/tenancy';
import type { Db } from '../platform/db/database';
import { vacancies } from '../schema';
import { coordinatesOfPlace } from '../platform/geocoding/coordinates';

/** Towns around each demo centre (by centre slug), the centre's own town first; every one is known to the geocoder. */
export const REGION_PLACES: Record<string, readonly string[]> = {
  oldebroek: ['Wezep', 'Oldebroek', 'Elburg', 'Hattem', 'Heerde', 'Epe', 'Nunspeet'],
  roermond: ['Roermond', 'Herten', 'Melick', 'Herkenbosch', 'Sint Odiliënberg', 'Linne', 'Montfort', 'Maasbracht'],
  zwolle: ['Zwolle', 'Dalfsen', 'Raalte', 'Heino', 'Hattem', 'Kampen', 'Ommen'],
  apeldoorn: ['Apeldoorn', 'Vaassen', 'Epe', 'Beekbergen', 'Twello'],
  deventer: ['Deventer', 'Twello', 'Olst', 'Wijhe', 'Zutphen'],
  arnhem: ['Arnhem', 'Velp', 'Oosterbeek', 'Renkum', 'Duiven', 'Westervoort', 'Elst', 'Dieren'],
  demo: ['Utrecht', 'Nieuwegein', 'Zeist', 'IJsselstein', 'Maarssen', 'Houten'],
};

/** Which approved demo organisation of a centre publishes a vacancy. */
export type DemoPublisher = 'center' | 'school' | 'languageHouse';

export type DemoVacancy = {
  title: string;
  type: VacancyType;
  /** Published unless said otherwise; the others show that search leaves them out. */
  status?: Exclude<VacancyStatus, 'deleted'>;
  publisher: DemoPublisher;
  categories: string[];
  ageGroups: string[];
  hoursPerWeek: number | null;
  contact: string;
  /** HTML as the portal's editor writes it. */
  description: string;
  /** For activities: days from the seed until it starts, how many days it lasts, and how often it is held. */
  schedule?: { inDays: number; days: number; frequency: ActivityFrequency };
};

/**
 * Varied Dutch vacancies for the public vacancy bank: several categories, age
 * groups and types, words like "vrijwilligers", "ouderen", "taalmaatje" and
 * "sport", and one in English. The volunteer centre publishes most of them on
 * behalf of local initiatives, as Dutch volunteer centres do.
 */
export const DEMO_VACANCIES: DemoVacancy[] = [
  {
    title: 'Vrijwilligers gezocht voor de wekelijkse koffieochtend',
    type: 'volunteering', publisher: 'center', categories: ['Zorg en welzijn'], ageGroups: ['Volwassenen', '55+'], hoursPerWeek: 3, contact: 'Ingrid Hendriks',
    description: '<p>Elke donderdagochtend komen ouderen uit de wijk samen voor koffie en een praatje. Wij zoeken <strong>vrijwilligers</strong> die gastvrij zijn en graag een luisterend oor bieden.</p><ul><li>Koffie en thee schenken</li><li>Een spelletje of een gesprek</li></ul>',
  },
  {
    title: 'Taalmaatje voor een statushouder',
    type: 'language', publisher: 'languageHouse', categories: ['Taal en integratie'], ageGroups: ['Volwassenen', '55+'], hoursPerWeek: 2, contact: 'Yvonne de Graaf',
    description: '<p>Als taalmaatje oefen je wekelijks Nederlands met iemand die net in Nederland woont. Samen boodschappen doen, een formulier invullen of gewoon praten: alles telt.</p>',
  },
  {
    title: 'Sportbegeleider voor mensen met een beperking',
    type: 'volunteering', publisher: 'center', categories: ['Sport', 'Zorg en welzijn'], ageGroups: ['Jongvolwassenen 18–27', 'Volwassenen'], hoursPerWeek: 2, contact: 'Mirjam Smit',
    description: '<p>Help op zaterdagochtend bij de aangepaste sport: voetbal, badminton en zwemmen. Je zorgt dat iedereen mee kan doen en plezier heeft.</p>',
  },
  {
    title: 'Voorlezen aan kinderen in de bibliotheek',
    type: 'volunteering', publisher: 'center', categories: ['Onderwijs', 'Cultuur'], ageGroups: ['Volwassenen', '55+'], hoursPerWeek: 1, contact: 'Femke Jansen',
    description: '<p>Lees op woensdagmiddag prentenboeken voor aan peuters en kleuters. Een warme stem en geduld zijn het enige wat je nodig hebt.</p>',
  },
  {
    title: 'Bezoekvrijwilliger voor eenzame ouderen',
    type: 'volunteering', publisher: 'center', categories: ['Zorg en welzijn'], ageGroups: ['Volwassenen', '55+'], hoursPerWeek: 2, contact: 'Ingrid Hendriks',
    description: '<p>Veel ouderen zien wekelijks niemand. Als bezoekvrijwilliger ga je eens per week op de koffie, maak je een wandeling of doe je samen een boodschap.</p>',
  },
  {
    title: 'Huiswerkbegeleider voor middelbare scholieren',
    type: 'volunteering', publisher: 'school', categories: ['Onderwijs'], ageGroups: ['Jongvolwassenen 18–27', 'Volwassenen'], hoursPerWeek: 3, contact: 'Peter van Leeuwen',
    description: '<p>Help leerlingen van de onderbouw twee middagen per week met plannen, wiskunde en Engels in de huiswerkklas.</p>',
  },
  {
    title: 'Klusjesman of klusjesvrouw voor het buurthuis',
    type: 'volunteering', publisher: 'center', categories: ['Klussen en techniek'], ageGroups: ['Volwassenen', '55+'], hoursPerWeek: 4, contact: 'Gerrit Bos',
    description: '<p>Een lamp vervangen, een kast ophangen of de schuur opruimen: in het buurthuis is altijd wat te doen. Je werkt wanneer het jou uitkomt.</p>',
  },
  {
    title: 'Chauffeur voor de buurtbus',
    type: 'volunteering', publisher: 'center', categories: ['Vervoer'], ageGroups: ['Volwassenen', '55+'], hoursPerWeek: 4, contact: 'Gerrit Bos',
    description: '<p>Rijd één of twee dagdelen per week met de buurtbus door de dorpen, zodat ook mensen zonder auto bij de huisarts en de supermarkt komen. Rijbewijs B is voldoende.</p>',
  },
  {
    title: 'Natuurwerkdag: help mee in het bos',
    type: 'activity', publisher: 'center', categories: ['Natuur', 'Evenementen'], ageGroups: ['Jongeren 12–17', 'Volwassenen', '55+'], hoursPerWeek: null, contact: 'Sanne Vos',
    schedule: { inDays: 12, days: 1, frequency: 'once' },
    description: '<p>Tijdens de landelijke Natuurwerkdag zagen, snoeien en slepen we een dag lang in het bos. Soep en koffie staan klaar. Neem werkhandschoenen mee!</p>',
  },
  {
    title: 'Penningmeester voor een kleine stichting',
    type: 'volunteering', publisher: 'center', categories: ['Administratie'], ageGroups: ['Volwassenen'], hoursPerWeek: 2, contact: 'Femke Jansen',
    description: '<p>Een kleine stichting voor mantelzorgers zoekt een penningmeester die de boekhouding bijhoudt en de jaarrekening opstelt.</p>',
  },
  {
    title: 'Maatje voor een jongere (een-op-een)',
    type: 'p2p', publisher: 'center', categories: ['Onderwijs', 'Zorg en welzijn'], ageGroups: ['Jongeren 12–17', 'Jongvolwassenen 18–27'], hoursPerWeek: 2, contact: 'Sanne Vos',
    description: '<p>Een jongere die het even lastig heeft, zoekt een maatje om een jaar lang wekelijks mee op te trekken: sporten, praten, plannen maken.</p>',
  },
  {
    title: 'Vrijwilliger bij de sportdag voor basisscholen',
    type: 'activity', publisher: 'center', categories: ['Sport', 'Evenementen'], ageGroups: ['Jongeren 12–17', 'Jongvolwassenen 18–27', 'Volwassenen'], hoursPerWeek: null, contact: 'Mirjam Smit',
    schedule: { inDays: 19, days: 1, frequency: 'once' },
    description: '<p>Zeshonderd kinderen, twintig sporten en één dag: begeleid een groep of leid een onderdeel van de sportdag.</p>',
  },
  {
    title: 'Gastvrouw of gastheer in het museum',
    type: 'volunteering', publisher: 'center', categories: ['Cultuur'], ageGroups: ['Volwassenen', '55+'], hoursPerWeek: 4, contact: 'Anton Dekker',
    description: '<p>Ontvang bezoekers, vertel over de collectie en zorg dat iedereen zich welkom voelt. Eén dagdeel per week.</p>',
  },
  {
    title: 'Wandelmaatje voor ouderen',
    type: 'volunteering', publisher: 'center', categories: ['Zorg en welzijn', 'Sport'], ageGroups: ['Volwassenen', '55+'], hoursPerWeek: 1, contact: 'Ingrid Hendriks',
    description: '<p>Samen een rondje lopen houdt ouderen fit en brengt gezelligheid. Je wandelt wekelijks met een vaste wandelpartner uit de buurt.</p>',
  },
  {
    title: 'Digitale hulp: ouderen wegwijs maken op de tablet',
    type: 'volunteering', publisher: 'center', categories: ['Onderwijs', 'Zorg en welzijn'], ageGroups: ['Jongvolwassenen 18–27', 'Volwassenen'], hoursPerWeek: 2, contact: 'Peter van Leeuwen',
    description: '<p>Leer ouderen videobellen, internetbankieren en een afspraak maken bij de huisarts via de app, tijdens het digitale spreekuur in de bibliotheek.</p>',
  },
  {
    title: 'Begeleider van het taalcafé',
    type: 'language', publisher: 'languageHouse', categories: ['Taal en integratie'], ageGroups: ['Volwassenen', '55+'], hoursPerWeek: 2, contact: 'Yvonne de Graaf',
    description: '<p>In het taalcafé praten nieuwkomers en buurtbewoners over van alles, in het Nederlands. Jij houdt het gesprek op gang aan een van de tafels.</p>',
  },
  {
    title: 'Fietsenmaker voor het repaircafé',
    type: 'volunteering', publisher: 'center', categories: ['Klussen en techniek'], ageGroups: ['Volwassenen', '55+'], hoursPerWeek: 3, contact: 'Gerrit Bos',
    description: '<p>Eens per maand repareren we samen met bezoekers hun fietsen, lampen en kleding. Handig met gereedschap? Kom ons team versterken.</p>',
  },
  {
    title: 'Vrijwilliger thuisadministratie',
    type: 'volunteering', publisher: 'center', categories: ['Administratie', 'Zorg en welzijn'], ageGroups: ['Volwassenen'], hoursPerWeek: 2, contact: 'Femke Jansen',
    description: '<p>Help huishoudens hun post, rekeningen en toeslagen op orde te brengen. Je krijgt een training en werkt met een vaste coördinator.</p>',
  },
  {
    title: 'Begeleider zwemles voor kinderen met een beperking',
    type: 'volunteering', publisher: 'center', categories: ['Sport'], ageGroups: ['Jongvolwassenen 18–27', 'Volwassenen'], hoursPerWeek: 2, contact: 'Mirjam Smit',
    description: '<p>Sta op zaterdag in het water naast kinderen die extra aandacht nodig hebben bij het leren zwemmen. Sport en plezier gaan hier samen.</p>',
  },
  {
    title: 'Opbouwploeg voor het dorpsfeest',
    type: 'activity', publisher: 'center', categories: ['Evenementen'], ageGroups: ['Jongeren 12–17', 'Jongvolwassenen 18–27', 'Volwassenen'], hoursPerWeek: null, contact: 'Anton Dekker',
    schedule: { inDays: 26, days: 3, frequency: 'multi_day' },
    description: '<p>Drie dagen tenten opzetten, podium bouwen en na afloop alles weer opruimen. Een sportieve klus met een gezellige ploeg.</p>',
  },
  {
    title: 'Tuinier in de buurtmoestuin',
    type: 'volunteering', publisher: 'center', categories: ['Natuur'], ageGroups: ['Volwassenen', '55+'], hoursPerWeek: 3, contact: 'Sanne Vos',
    description: '<p>Zaaien, wieden en oogsten met buurtbewoners. De groenten gaan naar de voedselbank en het buurtrestaurant.</p>',
  },
  {
    title: 'Mentor voor een student (een-op-een)',
    type: 'p2p', publisher: 'school', categories: ['Onderwijs'], ageGroups: ['Jongvolwassenen 18–27', 'Volwassenen'], hoursPerWeek: 1, contact: 'Peter van Leeuwen',
    description: '<p>Begeleid een mbo-student een schooljaar lang bij stage, studie en het vinden van werk. Je deelt je ervaring in een gesprek per week.</p>',
  },
  {
    title: 'Maatschappelijke stage in de zorg',
    type: 'volunteering', publisher: 'school', categories: ['Zorg en welzijn', 'Onderwijs'], ageGroups: ['Jongeren 12–17'], hoursPerWeek: 2, contact: 'Peter van Leeuwen',
    description: '<p>Leerlingen lopen hun maatschappelijke stage in een verpleeghuis: spelletjes doen met bewoners, helpen bij de maaltijd en wandelen.</p>',
  },
  {
    title: 'Volunteer conversation partner for international newcomers',
    type: 'language', publisher: 'languageHouse', categories: ['Taal en integratie'], ageGroups: ['Jongvolwassenen 18–27', 'Volwassenen'], hoursPerWeek: 1, contact: 'Yvonne de Graaf',
    description: '<p>We are looking for volunteers who speak English and some Dutch to help international newcomers find their way: meeting weekly, practising the language and exploring the town together.</p>',
  },
  {
    title: 'Coördinator van de kledingbank',
    type: 'volunteering', publisher: 'center', categories: ['Zorg en welzijn', 'Administratie'], ageGroups: ['Volwassenen'], hoursPerWeek: 6, contact: 'Anton Dekker',
    description: '<p>Stuur het team van twintig vrijwilligers aan, maak het rooster en houd contact met de hulpverleners die klanten doorverwijzen.</p>',
  },
  {
    title: 'Helpende hand bij de kerstmarkt',
    type: 'activity', publisher: 'center', categories: ['Evenementen', 'Cultuur'], ageGroups: ['Jongeren 12–17', 'Volwassenen', '55+'], hoursPerWeek: null, contact: 'Anton Dekker',
    schedule: { inDays: 33, days: 1, frequency: 'once' },
    description: '<p>Kraampjes opbouwen, chocolademelk schenken en bezoekers de weg wijzen op de kerstmarkt.</p>',
  },
  {
    title: 'Trainer jeu de boules voor senioren',
    type: 'volunteering', publisher: 'center', categories: ['Sport'], ageGroups: ['55+'], hoursPerWeek: 2, contact: 'Mirjam Smit',
    description: '<p>Geef twee ochtenden per week uitleg en tips op de jeu-de-boulesbaan. Sport, buitenlucht en gezelligheid voor ouderen.</p>',
  },
  {
    title: 'Ondersteuning bij het inloopspreekuur',
    type: 'volunteering', status: 'draft', publisher: 'center', categories: ['Zorg en welzijn'], ageGroups: ['Volwassenen'], hoursPerWeek: 3, contact: 'Femke Jansen',
    description: '<p>Ontvang bezoekers van het inloopspreekuur en help ze met hun vraag op weg.</p>',
  },
  {
    title: 'Fotograaf voor de nieuwsbrief',
    type: 'volunteering', status: 'archived', publisher: 'center', categories: ['Cultuur', 'Administratie'], ageGroups: ['Volwassenen'], hoursPerWeek: 1, contact: 'Anton Dekker',
    description: '<p>Maak foto’s bij activiteiten voor de nieuwsbrief en de website.</p>',
  },
  {
    title: 'Begeleider bij de zomerweek voor kinderen',
    type: 'volunteering', status: 'expired', publisher: 'center', categories: ['Evenementen'], ageGroups: ['Kinderen tot 12'], hoursPerWeek: 8, contact: 'Sanne Vos',
    description: '<p>Een week vol spel, sport en knutselen voor kinderen die niet op vakantie gaan.</p>',
  },
  {
    title: 'Kok voor de buurtmaaltijd',
    type: 'volunteering', status: 'filled', publisher: 'center', categories: ['Zorg en welzijn'], ageGroups: ['Volwassenen', '55+'], hoursPerWeek: 4, contact: 'Ingrid Hendriks',
    description: '<p>Kook eens per week een driegangenmaaltijd voor dertig buurtbewoners.</p>',
  },
];

/**
 * The demo vacancies one centre gets: all where the tenant has one centre; a
 * third each where it has three (the public tenant shares them). Types the
 * tenant's features switch off are left out.
 */
export function demoVacanciesFor(features: TenantFeatures, centerIndex: number, centerCount: number): DemoVacancy[] {
  return DEMO_VACANCIES.filter(
    (vacancy, index) =>
      index % centerCount === centerIndex &&
      !(vacancy.type === 'p2p' && !features.peerToPeer) &&
      !(vacancy.type === 'activity' && !features.activities),
  );
}

export type DemoVacancyContext = {
  tenantId: string;
  volunteerCenterId: string;
  centerSlug: string;
  features: TenantFeatures;
  centerIndex: number;
  centerCount: number;
  /** The publishing organisations' ids and stored address coordinates. */
  publishers: Record<DemoPublisher, { id: string; latitude: string | null; longitude: string | null } | undefined>;
  categoryIds: ReadonlyMap<string, string>;
  ageGroupIds: ReadonlyMap<string, string>;
};

const DAY_MS = 86_400_000;

/** Inserts the centre's demo vacancies, spread over the towns of its region, with coordinates of their town. */
export async function seedDemoVacancies(db: Db, context: DemoVacancyContext): Promise<void> {
  const places = REGION_PLACES[context.centerSlug] ?? [];
  const now = Date.now();
  const rows: (typeof vacancies.$inferInsert)[] = [];
  for (const [index, vacancy] of demoVacanciesFor(context.features, context.centerIndex, context.centerCount).entries()) {
    const publisher = context.publishers[vacancy.publisher];
    if (!publisher) continue;
    const place = places.length > 0 ? places[index % places.length]! : null;
    const located = await coordinatesOfPlace(place);
    const status = vacancy.status ?? 'published';
    // Published a day or two apart, newest first in seed order, so date sorting has something to sort.
    const publishedAt = status === 'draft' ? null : new Date(now - (index + 1) * 1.5 * DAY_MS);
    const startsAt = vacancy.schedule ? new Date(Math.floor(now / DAY_MS) * DAY_MS + vacancy.schedule.inDays * DAY_MS + 9 * 3_600_000) : null;
    rows.push({
      tenantId: context.tenantId,
      volunteerCenterId: context.volunteerCenterId,
      organizationId: publisher.id,
      title: vacancy.title,
      description: vacancy.description,
      status,
      vacancyType: vacancy.type,
      contactPerson: vacancy.contact,
      contactPhone: '06 98 76 54 32',
      contactPhoneVisible: index % 2 === 0,
      categoryIds: vacancy.categories.map((name) => context.categoryIds.get(name)!),
      ageGroupIds: vacancy.ageGroups.map((name) => context.ageGroupIds.get(name)!),
      place,
      latitude: located.latitude ?? publisher.latitude,
      longitude: located.longitude ?? publisher.longitude,
      hoursPerWeek: vacancy.hoursPerWeek,
      startsAt,
      endsAt: startsAt && vacancy.schedule ? new Date(startsAt.getTime() + (vacancy.schedule.days - 1) * DAY_MS + 4 * 3_600_000) : null,
      frequency: vacancy.schedule?.frequency ?? null,
      publishedAt,
      archivedAt: status === 'archived' ? new Date(now - DAY_MS) : null,
      expiresAt: new Date(status === 'expired' ? now - 2 * DAY_MS : now + (60 + index * 3) * DAY_MS),
    });
  }
  if (rows.length > 0) await db.insert(vacancies).values(rows);
}
