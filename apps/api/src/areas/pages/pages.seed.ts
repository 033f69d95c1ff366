import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { HELP_PAGE_SLUG_PREFIX, LANDING_PAGE_SLUG, type PageBlock, type PageType } from '@platform/contracts';
import type { Db } from '../../platform/db/database';
import { pageRevisions, pages, type PageContent } from './pages.tables';

type PageSeed = {
  slug: string;
  pageType: PageType;
  title: string;
  summary: string | null;
  blocks: PageBlock[];
  isHome?: boolean;
  featured?: boolean;
  /** Days before the seed ran that it was published. */
  daysAgo: number;
  showTitleOnPage?: boolean;
  /** The browser tab's and search result's title, when not the page title. */
  metaTitle?: string;
};

const block = <T extends PageBlock['type']>(type: T, props: Extract<PageBlock, { type: T }>['props']) =>
  ({ id: randomUUID().slice(0, 8), type, props }) as PageBlock;

/** The starter home page every new centre gets, in Dutch, to change in the CMS. */
function homePage(centerName: string): PageSeed {
  return {
    slug: 'home',
    pageType: 'default',
    isHome: true,
    showTitleOnPage: false,
    metaTitle: 'Home',
    daysAgo: 30,
    title: `Welkom bij ${centerName}`,
    summary:
      'Wil jij iets betekenen voor een ander? Wij brengen vrijwilligers en organisaties samen. Vind iets dat bij je past, dichtbij huis en in je eigen tijd.',
    blocks: [
      block('HeroWithSearch', {
        title: `Welkom bij ${centerName}`,
        text: 'Wil jij iets betekenen voor een ander? Wij brengen vrijwilligers en organisaties samen. Vind iets dat bij je past, dichtbij huis en in je eigen tijd.',
      }),
      block('VacancyCategories', { title: 'Vrijwilligerswerk per thema', hideEmpty: true }),
      block('NewsCarousel', { title: 'Nieuws', count: 6 }),
      block('CallToAction', {
        title: 'Zoekt jouw organisatie vrijwilligers?',
        text: 'Meld je organisatie aan en plaats daarna zelf vacatures in het portaal. We helpen je graag op weg.',
        button: { label: 'Organisatie aanmelden', href: '/organizations/signup', variant: 'primary' },
      }),
      block('LogoBar', { title: 'Onze partners', maxLogos: 12, logos: [] }),
    ],
  };
}

/** The Gelderland marketing host's landing page (spec §2, `/gelderse-handen`), to change in the CMS. */
const LANDING_PAGE: PageSeed = {
  slug: LANDING_PAGE_SLUG,
  pageType: 'default',
  showTitleOnPage: false,
  daysAgo: 30,
  title: 'Gelderse Handen',
  summary: 'Vrijwilligerswerk in heel Gelderland: vind een plek die bij je past, dichtbij huis en in je eigen tijd.',
  blocks: [
    block('HeroWithSearch', {
      title: 'Gelderse Handen',
      text: 'Vrijwilligerswerk in heel Gelderland: vind een plek die bij je past, dichtbij huis en in je eigen tijd.',
    }),
    block('TextWithUsps', {
      title: 'Samen maken we Gelderland sterker',
      text: 'De vrijwilligerscentrales in Gelderland brengen vrijwilligers en organisaties bij elkaar.',
      usps: [
        { title: 'Dichtbij', text: 'Vacatures in je eigen dorp, wijk of stad.' },
        { title: 'Persoonlijk', text: 'De centrale in je gemeente denkt met je mee.' },
        { title: 'Voor iedereen', text: 'Of je nu een uur per maand hebt of elke week.' },
      ],
    }),
    block('CallToAction', {
      title: 'Zoekt jouw organisatie vrijwilligers?',
      text: 'Meld je organisatie aan en plaats daarna zelf vacatures.',
      button: { label: 'Organisatie aanmelden', href: '/organizations/signup', variant: 'primary' },
    }),
  ],
};

/** A few news items and pages, so a demo centre's site has content to read. */
function demoPages(centerName: string): PageSeed[] {
  return [
    {
      slug: 'over-ons',
      pageType: 'default',
      daysAgo: 60,
      title: 'Over ons',
      summary: `${centerName} verbindt mensen die iets willen doen met organisaties die hulp zoeken.`,
      blocks: [
        block('SectionTitle', { title: 'Wie we zijn', subtitle: '', level: 2 }),
        block('MarkdownText', {
          markdown: `${centerName} is het steunpunt voor vrijwilligerswerk in de gemeente. We helpen vrijwilligers een plek te vinden die bij ze past en ondersteunen organisaties bij het werven en begeleiden van vrijwilligers.\n\n## Wat we doen\n\n- advies en begeleiding voor vrijwilligers\n- trainingen voor organisaties\n- de vacaturebank en de sociale kaart\n\nLoop gerust binnen of [bekijk de vacatures](/vacancies/search).`,
        }),
        block('TextWithUsps', {
          title: 'Waarom via ons?',
          text: 'We kennen de organisaties in de buurt en denken met je mee.',
          usps: [
            { title: 'Persoonlijk advies', text: 'Een gesprek om te ontdekken wat bij je past.' },
            { title: 'Dichtbij', text: 'Vrijwilligerswerk in je eigen wijk of dorp.' },
            { title: 'Gratis', text: 'Onze hulp kost vrijwilligers en organisaties niets.' },
          ],
        }),
      ],
    },
    {
      slug: 'veelgestelde-vragen',
      pageType: 'default',
      daysAgo: 45,
      title: 'Veelgestelde vragen',
      summary: 'Antwoorden op de vragen die vrijwilligers en organisaties ons het vaakst stellen.',
      blocks: [
        block('MarkdownText', {
          markdown:
            '## Ben ik verzekerd als vrijwilliger?\n\nDe gemeente heeft een vrijwilligersverzekering die geldt voor alle vrijwilligers.\n\n## Krijg ik een vergoeding?\n\nDat verschilt per organisatie. Bij elke vacature staat wat je kunt verwachten.\n\n## Hoe reageer ik op een vacature?\n\nKlik bij de vacature op **Reageren** en vul het formulier in.',
        }),
      ],
    },
    {
      slug: 'vrijwilligersprijs-uitgereikt',
      pageType: 'news',
      featured: true,
      daysAgo: 3,
      title: 'Vrijwilligersprijs uitgereikt',
      summary: 'Tijdens de nieuwjaarsbijeenkomst ontving het team van de voedselbank de vrijwilligersprijs.',
      blocks: [
        block('MarkdownText', {
          markdown:
            'Tijdens de nieuwjaarsbijeenkomst is de vrijwilligersprijs uitgereikt aan het team van de voedselbank. De jury was onder de indruk van hun inzet: elke week staan er meer dan dertig vrijwilligers klaar.\n\nWil jij ook helpen? [Bekijk de vacatures](/vacancies/search).',
        }),
        block('QuoteBlock', { quote: 'Zonder onze vrijwilligers zou er geen voedselbank zijn.', author: 'Coördinator voedselbank', role: '' }),
      ],
    },
    {
      slug: 'training-omgaan-met-dementie',
      pageType: 'news',
      daysAgo: 10,
      title: 'Training: omgaan met dementie',
      summary: 'Een gratis training voor vrijwilligers die werken met mensen met dementie.',
      blocks: [
        block('MarkdownText', {
          markdown:
            'In drie avonden leer je hoe dementie werkt en hoe je er in je vrijwilligerswerk mee omgaat. De training is gratis voor vrijwilligers van aangesloten organisaties.\n\nAanmelden kan bij de vrijwilligerscentrale.',
        }),
      ],
    },
    {
      slug: 'nieuwe-maatjesprojecten',
      pageType: 'news',
      daysAgo: 21,
      title: 'Nieuwe maatjesprojecten van start',
      summary: 'Deze maand starten twee nieuwe maatjesprojecten voor nieuwkomers en ouderen.',
      blocks: [
        block('MarkdownText', {
          markdown:
            'Deze maand starten twee nieuwe maatjesprojecten: taalmaatjes voor nieuwkomers en wandelmaatjes voor ouderen. Een uur per week maakt al verschil.',
        }),
        block('CallToAction', {
          title: 'Word maatje',
          text: 'Bekijk de vacatures voor een-op-een hulp.',
          button: { label: 'Naar de vacaturebank', href: '/vacancies/search', variant: 'secondary' },
        }),
      ],
    },
  ];
}

/** A help text of the platform (HELP_PAGE_SLUG_PREFIX): a plain page in Markdown, listed on the portal's `/support`. */
const helpPage = (slug: string, title: string, summary: string, markdown: string, daysAgo: number): PageSeed => ({
  slug: `${HELP_PAGE_SLUG_PREFIX}${slug}`,
  pageType: 'default',
  daysAgo,
  title: `Hulp: ${title}`,
  summary,
  blocks: [block('MarkdownText', { markdown })],
});

/** The platform's help texts, which every demo centre gets as its own pages to adapt in the CMS. */
const HELP_PAGES: PageSeed[] = [
  helpPage(
    'vacatures-plaatsen',
    'vacatures plaatsen',
    'Zo zet je een vacature in de vacaturebank, en zo houd je hem actueel.',
    '## Een vacature toevoegen\n\nKies in het portaal **Vacatures** en dan **Vacature toevoegen**. Vul de titel, de omschrijving, de plaats en de contactpersoon in en kies een of meer thema\'s.\n\n## Publiceren\n\nEen vacature staat pas in de vacaturebank als je hem publiceert. Een vacature verloopt vanzelf op de einddatum; verleng hem op tijd als je nog mensen zoekt.\n\n## Vervuld?\n\nZet de vacature op **vervuld**, dan krijgen nieuwe bezoekers hem niet meer te zien.',
    40,
  ),
  helpPage(
    'reacties-beantwoorden',
    'reacties beantwoorden',
    'Wat je doet als een vrijwilliger op je vacature reageert.',
    '## Een nieuwe reactie\n\nJe krijgt een melding (en, als je dat wilt, een e-mail) als iemand reageert. Open de reactie onder **Aanvragen**.\n\n## Antwoorden\n\nStuur een bericht in het gesprek bij de reactie, of accepteer of wijs de reactie af. Geef bij een afwijzing kort de reden: de vrijwilliger krijgt die te lezen.\n\n## Op tijd\n\nVrijwilligers haken af als ze lang niets horen. Antwoord het liefst binnen een week.',
    40,
  ),
  helpPage(
    'formulieren-maken',
    'formulieren maken',
    'Aanmeldformulieren en vragenlijsten maken met de formulierbouwer.',
    '## Een formulier maken\n\nKies **Formulieren** en **Formulier toevoegen**. Geef het een titel en voeg vragen toe: tekst, keuzes, datums en meer.\n\n## Delen\n\nEen open formulier heeft een eigen link die je kunt delen of op een pagina kunt plaatsen.\n\n## Antwoorden\n\nDe antwoorden staan bij het formulier. Je kunt ze bekijken, als CSV downloaden en na afloop verwijderen.',
    40,
  ),
];

async function insertPublished(db: Db, tenantId: string, volunteerCenterId: string, seed: PageSeed): Promise<void> {
  const publishedAt = new Date(Date.now() - seed.daysAgo * 86_400_000);
  const content: PageContent = {
    title: seed.title,
    pageLayout: 'wide',
    showTitleOnPage: seed.showTitleOnPage ?? true,
    summary: seed.summary,
    coverImage: null,
    metaTitle: seed.metaTitle ?? null,
    metaDescription: seed.summary,
    ogTitle: null,
    ogDescription: null,
    blocks: seed.blocks,
  };
  const [page] = await db
    .insert(pages)
    .values({
      tenantId,
      volunteerCenterId,
      slug: seed.slug,
      pageType: seed.pageType,
      isHome: seed.isHome ?? false,
      featured: seed.featured ?? false,
      isPublished: true,
      publishedAt,
      draft: content,
      hasUnpublishedChanges: false,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    })
    .onConflictDoNothing()
    .returning();
  if (!page) return;
  const [revision] = await db.insert(pageRevisions).values({ tenantId, pageId: page.id, content, createdAt: publishedAt }).returning();
  await db.update(pages).set({ publishedRevisionId: revision!.id }).where(eq(pages.id, page.id));
}

/** Gives a new centre its starter home page (published), which editors change in the CMS. */
export async function seedDefaultHomePage(db: Db, tenantId: string, volunteerCenterId: string, centerName: string): Promise<void> {
  await insertPublished(db, tenantId, volunteerCenterId, homePage(centerName));
}

/** Gives the marketing host's centre its landing page (published), which editors change in the CMS. */
export async function seedLandingPage(db: Db, tenantId: string, volunteerCenterId: string): Promise<void> {
  await insertPublished(db, tenantId, volunteerCenterId, LANDING_PAGE);
}

/** Demo news and pages, and the platform's help texts, for a demo centre. */
export async function seedDemoPages(db: Db, tenantId: string, volunteerCenterId: string, centerName: string): Promise<void> {
  for (const seed of [...demoPages(centerName), ...HELP_PAGES]) await insertPublished(db, tenantId, volunteerCenterId, seed);
}
