import type { Locale, NotificationTemplateKey } from '@platform/contracts';

/** A text in both languages. */
type Text = Record<Locale, string>;

/** A value of the sample data, the same in both languages or one per language. */
type Sample = string | number | readonly Record<string, string>[] | Text;

/** One placeholder a template offers: what it holds (shown to staff) and what the preview fills in. */
type PlaceholderDefinition = { description: Text; sample: Sample };

/**
 * What code puts below the staff's text of a security mail (the link with the
 * account's token, or the new address): staff choose the words around it and
 * `text` (the button's text, or the address's label), never what it points
 * to, so no template can send a token elsewhere or leave it out. The value
 * never reaches Liquid.
 */
type PlacedValue = {
  /** The value's name among the values the mail's sender passes. */
  name: 'link' | 'email';
  kind: 'button' | 'address';
  /** The default of the button's text or the address's label. */
  text: Text;
  /** What the preview shows. */
  sample: string;
};

/**
 * One kind of mail: its label, which placeholders it offers, and the built-in
 * text every tenant starts with (HTML as the portal's editor writes it, with
 * Liquid placeholders; a Liquid tag alone in a paragraph or list item stands
 * for the tag alone, see template-engine.ts).
 */
type TemplateDefinition = {
  name: Text;
  /** A security mail (account access): always sent, so it cannot be made inactive. */
  security: boolean;
  /** Placeholders the rendered text must show (with sample data): the mail exists to deliver them. */
  required: readonly string[];
  placed?: PlacedValue;
  placeholders: Record<string, PlaceholderDefinition>;
  subject: Text;
  body: Text;
};

const GREETING: Text = {
  nl: '<p>{% if first_name %}Beste {{ first_name }},{% else %}Hallo,{% endif %}</p>',
  en: '<p>{% if first_name %}Dear {{ first_name }},{% else %}Hello,{% endif %}</p>',
};
const SIGNATURE: Text = {
  nl: '<p>Met vriendelijke groet,<br />{{ center }}</p>',
  en: '<p>Kind regards,<br />{{ center }}</p>',
};

/** A body between the greeting and the signature every mail has. */
const letter = (body: Text): Text => ({
  nl: `${GREETING.nl}${body.nl}${SIGNATURE.nl}`,
  en: `${GREETING.en}${body.en}${SIGNATURE.en}`,
});

const linkTo = (name = 'link') => `<a href="{{ ${name} }}">{{ ${name} }}</a>`;

/** Placeholders every mail offers. */
const COMMON: Record<string, PlaceholderDefinition> = {
  center: {
    description: { nl: 'De naam van het vrijwilligerscentrum', en: "The volunteer centre's name" },
    sample: 'Vrijwilligerscentrale Zwolle',
  },
  first_name: {
    description: {
      nl: 'De voornaam van de ontvanger (leeg als die niet bekend is)',
      en: "The recipient's first name (empty when unknown)",
    },
    sample: 'Sanne',
  },
};

const placeholder = (nl: string, en: string, sample: Sample): PlaceholderDefinition => ({ description: { nl, en }, sample });

const SAMPLE_URL = 'https://www.example.nl/voorbeeld';
const vacancy = placeholder('De titel van de vacature', "The vacancy's title", 'Voorlezer in de bibliotheek');
const organization = placeholder('De naam van de organisatie', "The organisation's name", 'Voedselbank Zwolle');
const reason = placeholder(
  'De toelichting bij het besluit (leeg als er geen is)',
  'The explanation of the decision (empty when none was given)',
  { nl: 'Alle plekken op dinsdag zijn vergeven.', en: 'All places on Tuesday have been taken.' },
);
const link = (nl: string, en: string) => placeholder(nl, en, SAMPLE_URL);
const button = (nl: string, en: string): PlacedValue => ({ name: 'link', kind: 'button', text: { nl, en }, sample: SAMPLE_URL });

/**
 * A question after an acceptance (issue 29): the question in a paragraph, then the
 * one-click link, which code places below the text so no template can drop or move it.
 */
const question = (name: Text, placeholders: Record<string, PlaceholderDefinition>, subject: Text, asked: Text): TemplateDefinition => ({
  name,
  security: false,
  required: [],
  placed: button('Antwoord geven', 'Answer'),
  placeholders,
  subject,
  body: letter({
    nl: `<p>${asked.nl} Laat het ons weten met één klik, ja of nee; inloggen hoeft niet.</p>`,
    en: `<p>${asked.en} Let us know with one click, yes or no; no need to sign in.</p>`,
  }),
});

/**
 * Every mail the platform sends. Adding one: its key in
 * `NOTIFICATION_TEMPLATE_KEYS` (libs/contracts), an entry here (the start
 * seeds it for every tenant), and a `composeMail`/`mailRecipient` call with
 * `template` and exactly these placeholders as `values`.
 */
export const TEMPLATE_CATALOG: Record<NotificationTemplateKey, TemplateDefinition> = {
  confirmation: {
    name: { nl: 'Bevestiging van het e-mailadres', en: 'E-mail address confirmation' },
    security: true,
    required: [],
    placed: button('E-mailadres bevestigen', 'Confirm e-mail address'),
    placeholders: {
      days: placeholder('Hoeveel dagen de link geldig is', 'How many days the link is valid', 3),
    },
    subject: { nl: 'Bevestig je e-mailadres bij {{ center }}', en: 'Confirm your e-mail address at {{ center }}' },
    body: letter({
      nl: '<p>Welkom bij {{ center }}! Bevestig je e-mailadres met de knop hieronder. De link is {{ days }} dagen geldig.</p><p>Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.</p>',
      en: '<p>Welcome to {{ center }}! Please confirm your e-mail address with the button below. The link is valid for {{ days }} days.</p><p>Did not create an account? Then you can ignore this e-mail.</p>',
    }),
  },
  password_reset: {
    name: { nl: 'Nieuw wachtwoord instellen', en: 'Password reset' },
    security: true,
    required: [],
    placed: button('Nieuw wachtwoord instellen', 'Set a new password'),
    placeholders: {
      hours: placeholder('Hoeveel uur de link geldig is', 'How many hours the link is valid', 2),
    },
    subject: { nl: 'Nieuw wachtwoord instellen bij {{ center }}', en: 'Set a new password at {{ center }}' },
    body: letter({
      nl: '<p>Je hebt gevraagd om een nieuw wachtwoord. Stel het in met de knop hieronder. De link is {{ hours }} uur geldig en werkt één keer.</p><p>Heb je dit niet gevraagd? Dan hoef je niets te doen; je wachtwoord blijft hetzelfde.</p>',
      en: '<p>You asked for a new password. Set it with the button below. The link is valid for {{ hours }} hours and works once.</p><p>Did not ask for this? Then you need not do anything; your password stays the same.</p>',
    }),
  },
  invitation: {
    name: { nl: 'Uitnodiging voor een account', en: 'Account invitation' },
    security: true,
    required: [],
    placed: button('Wachtwoord kiezen', 'Choose a password'),
    placeholders: {
      days: placeholder('Hoeveel dagen de link geldig is', 'How many days the link is valid', 14),
    },
    subject: { nl: 'Je bent uitgenodigd voor {{ center }}', en: 'You are invited to {{ center }}' },
    body: letter({
      nl: '<p>Er is een account voor je aangemaakt bij {{ center }}. Kies je wachtwoord met de knop hieronder. De link is {{ days }} dagen geldig.</p>',
      en: '<p>An account has been created for you at {{ center }}. Choose your password with the button below. The link is valid for {{ days }} days.</p>',
    }),
  },
  email_change: {
    name: { nl: 'Wijziging van het e-mailadres', en: 'E-mail address change' },
    security: true,
    required: [],
    placed: { name: 'email', kind: 'address', text: { nl: 'Het nieuwe e-mailadres:', en: 'The new e-mail address:' }, sample: 'sanne.nieuw@example.nl' },
    placeholders: {
      staff_role: placeholder(
        'De rol van wie het adres wijzigde (leeg als de gebruiker het zelf deed)',
        'The role of whoever changed the address (empty when the user did)',
        { nl: 'coördinator', en: 'coordinator' },
      ),
    },
    subject: { nl: 'Je e-mailadres bij {{ center }} wordt gewijzigd', en: 'Your e-mail address at {{ center }} is being changed' },
    body: letter({
      nl: '<p>{% if staff_role %}</p><p>Een {{ staff_role }} van {{ center }} heeft het e-mailadres van je account gewijzigd in het adres hieronder. De wijziging gaat in zodra dat adres is bevestigd.</p><p>Klopt dit niet? Neem dan contact op met {{ center }}.</p><p>{% else %}</p><p>Er is gevraagd om het e-mailadres van je account te wijzigen in het adres hieronder. De wijziging gaat in zodra dat adres is bevestigd.</p><p>Heb jij dit niet gedaan? Wijzig dan meteen je wachtwoord en neem contact op met {{ center }}.</p><p>{% endif %}</p>',
      en: '<p>{% if staff_role %}</p><p>An {{ staff_role }} of {{ center }} changed the e-mail address of your account to the address below. The change takes effect once that address is confirmed.</p><p>Is this not right? Then contact {{ center }}.</p><p>{% else %}</p><p>Someone asked to change the e-mail address of your account to the address below. The change takes effect once that address is confirmed.</p><p>Was this not you? Then change your password right away and contact {{ center }}.</p><p>{% endif %}</p>',
    }),
  },
  already_registered: {
    name: { nl: 'Al een account', en: 'Already registered' },
    security: true,
    required: [],
    placed: button('Inloggen of nieuw wachtwoord', 'Sign in or new password'),
    placeholders: {},
    subject: { nl: 'Je hebt al een account bij {{ center }}', en: 'You already have an account at {{ center }}' },
    body: letter({
      nl: '<p>Iemand probeerde zich met dit e-mailadres aan te melden bij {{ center }}, maar er bestaat al een account. Log in of stel een nieuw wachtwoord in met de knop hieronder.</p><p>Was jij dit niet? Dan kun je deze e-mail negeren.</p>',
      en: '<p>Someone tried to sign up at {{ center }} with this e-mail address, but an account already exists. Sign in, or set a new password, with the button below.</p><p>Was this not you? Then you can ignore this e-mail.</p>',
    }),
  },
  application_received: {
    name: { nl: 'Aanmelding ontvangen (organisatie)', en: 'Application received (organisation)' },
    security: false,
    required: [],
    placeholders: {
      applicant: placeholder('De naam van wie zich aanmeldde', "The applicant's name", 'Johan Visser'),
      vacancy,
      organization,
      email: placeholder('Het e-mailadres van wie zich aanmeldde', "The applicant's e-mail address", 'johan.visser@example.org'),
      phone: placeholder('Het telefoonnummer (leeg als het niet is opgegeven)', 'The phone number (empty when not given)', '06 12 12 12 12'),
      message: placeholder('Het bericht bij de aanmelding (leeg als er geen is)', "The applicant's message (empty when none)", {
        nl: 'Ik help graag op vrijdag.',
        en: 'I would like to help on Fridays.',
      }),
      link: link('De link naar de aanmelding in het portaal', 'The link to the application in the portal'),
    },
    subject: { nl: 'Nieuwe aanmelding voor {{ vacancy }}', en: 'New application for {{ vacancy }}' },
    body: letter({
      nl: `<p>{{ applicant }} heeft zich aangemeld voor de vacature "{{ vacancy }}" van {{ organization }}.</p><p>E-mail: {{ email }}<br />Telefoon: {{ phone | default: "niet opgegeven" }}</p><p>Bericht:<br />{{ message | default: "(geen bericht)" }}</p><p>Bekijk en beantwoord de aanmelding in het portaal:<br />${linkTo()}</p>`,
      en: `<p>{{ applicant }} has applied for the vacancy "{{ vacancy }}" of {{ organization }}.</p><p>E-mail: {{ email }}<br />Phone: {{ phone | default: "not given" }}</p><p>Message:<br />{{ message | default: "(no message)" }}</p><p>View and answer the application in the portal:<br />${linkTo()}</p>`,
    }),
  },
  application_confirmation: {
    name: { nl: 'Bevestiging van een aanmelding (vrijwilliger)', en: 'Application confirmation (volunteer)' },
    security: false,
    required: [],
    placeholders: {
      vacancy,
      organization,
      link: link('De link naar de vacature', 'The link to the vacancy'),
    },
    subject: { nl: 'Je aanmelding voor {{ vacancy }}', en: 'Your application for {{ vacancy }}' },
    body: letter({
      nl: `<p>Bedankt voor je aanmelding voor de vacature "{{ vacancy }}" van {{ organization }}. We hebben je aanmelding doorgestuurd; de organisatie neemt contact met je op.</p><p>De vacature: ${linkTo()}</p>`,
      en: `<p>Thank you for applying for the vacancy "{{ vacancy }}" of {{ organization }}. We have passed your application on; the organisation will contact you.</p><p>The vacancy: ${linkTo()}</p>`,
    }),
  },
  application_accepted: {
    name: { nl: 'Aanmelding geaccepteerd', en: 'Application accepted' },
    security: false,
    required: [],
    placeholders: {
      vacancy,
      organization,
      reason,
      link: link('De link naar de vacaturebank', 'The link to the vacancy bank'),
    },
    subject: { nl: 'Je aanmelding voor {{ vacancy }} is geaccepteerd', en: 'Your application for {{ vacancy }} has been accepted' },
    body: letter({
      nl: '<p>Goed nieuws: {{ organization }} heeft je aanmelding voor de vacature "{{ vacancy }}" geaccepteerd. De organisatie neemt contact met je op over de volgende stappen.</p>',
      en: '<p>Good news: {{ organization }} has accepted your application for the vacancy "{{ vacancy }}". The organisation will contact you about the next steps.</p>',
    }),
  },
  application_rejected: {
    name: { nl: 'Aanmelding afgewezen', en: 'Application rejected' },
    security: false,
    required: [],
    placeholders: {
      vacancy,
      organization,
      reason,
      link: link('De link naar de vacaturebank', 'The link to the vacancy bank'),
    },
    subject: { nl: 'Je aanmelding voor {{ vacancy }}', en: 'Your application for {{ vacancy }}' },
    body: letter({
      nl: `<p>{{ organization }} heeft je aanmelding voor de vacature "{{ vacancy }}" helaas niet geaccepteerd.</p><p>{% if reason %}</p><p>Toelichting van de organisatie:<br />{{ reason }}</p><p>{% endif %}</p><p>Bedankt voor je interesse. Misschien past een van onze andere vacatures bij je: ${linkTo()}</p>`,
      en: `<p>Unfortunately {{ organization }} has not accepted your application for the vacancy "{{ vacancy }}".</p><p>{% if reason %}</p><p>The organisation added:<br />{{ reason }}</p><p>{% endif %}</p><p>Thank you for your interest. Perhaps one of our other vacancies suits you: ${linkTo()}</p>`,
    }),
  },
  organization_signup: {
    name: { nl: 'Nieuwe organisatie aangemeld (centrum)', en: 'New organisation registered (centre)' },
    security: false,
    required: [],
    placeholders: {
      organization,
      user: placeholder('De naam van wie de organisatie aanmeldde', 'The name of who registered the organisation', 'Ria de Vries'),
      email: placeholder('Het e-mailadres van wie de organisatie aanmeldde', 'The e-mail address of who registered it', 'ria@example.org'),
      city: placeholder('De plaats van de organisatie (leeg als die niet is opgegeven)', "The organisation's place (empty when not given)", 'Zwolle'),
      link: link('De link naar de aanmeldingen in het portaal', 'The link to the registrations in the portal'),
    },
    subject: {
      nl: 'Nieuwe aanmelding van een organisatie: {{ organization }}',
      en: 'New organisation registration: {{ organization }}',
    },
    body: letter({
      nl: `<p>{{ organization }} heeft zich aangemeld bij {{ center }} en wacht op goedkeuring.</p><p>Aangemeld door: {{ user }} ({{ email }})<br />Plaats: {{ city | default: "niet opgegeven" }}</p><p>Beoordeel de aanmelding in het portaal:<br />${linkTo()}</p>`,
      en: `<p>{{ organization }} has registered with {{ center }} and awaits approval.</p><p>Registered by: {{ user }} ({{ email }})<br />Place: {{ city | default: "not given" }}</p><p>Review the registration in the portal:<br />${linkTo()}</p>`,
    }),
  },
  invitation_accepted: {
    name: { nl: 'Uitnodiging geaccepteerd (medewerker)', en: 'Invitation accepted (staff)' },
    security: false,
    required: [],
    placeholders: {
      name: placeholder('De naam van wie de uitnodiging accepteerde', 'The name of who accepted the invitation', 'Nina de Lid'),
      email: placeholder('Het e-mailadres van dat account', "That account's e-mail address", 'nina@example.org'),
      link: link('De link naar het account in het portaal', 'The link to the account in the portal'),
    },
    subject: { nl: '{{ name }} heeft je uitnodiging geaccepteerd', en: '{{ name }} accepted your invitation' },
    body: letter({
      nl: `<p>{{ name }} ({{ email }}) heeft de uitnodiging voor {{ center }} geaccepteerd en kan nu inloggen.</p><p>Bekijk het account in het portaal:<br />${linkTo()}</p>`,
      en: `<p>{{ name }} ({{ email }}) accepted the invitation to {{ center }} and can now sign in.</p><p>View the account in the portal:<br />${linkTo()}</p>`,
    }),
  },
  one_to_one_matched: {
    name: { nl: 'Koppeling voor een-op-een-hulp', en: 'One-to-one support match' },
    security: false,
    required: [],
    placeholders: {
      topic: placeholder('Waarmee de student hulp vroeg', 'What the student asked help with', 'Huiswerk wiskunde'),
      other: placeholder('De voornaam van de ander (mentor of student)', "The other side's first name (mentor or student)", 'Ahmed'),
      link: link('De link naar jullie conversatie', 'The link to your conversation'),
    },
    subject: { nl: 'Je bent gekoppeld: {{ topic }}', en: 'You have been matched: {{ topic }}' },
    body: letter({
      nl: `<p>{{ center }} heeft je gekoppeld aan {{ other }} voor een-op-een-hulp bij "{{ topic }}".</p><p>Maak kennis en spreek af via jullie conversatie:<br />${linkTo()}</p>`,
      en: `<p>{{ center }} has matched you with {{ other }} for one-to-one support with "{{ topic }}".</p><p>Get to know each other and make plans in your conversation:<br />${linkTo()}</p>`,
    }),
  },
  one_to_one_ended: {
    name: { nl: 'Koppeling voor een-op-een-hulp beëindigd', en: 'One-to-one support match ended' },
    security: false,
    required: [],
    placeholders: {
      topic: placeholder('Waarmee de student hulp vroeg', 'What the student asked help with', 'Huiswerk wiskunde'),
      other: placeholder('De voornaam van de ander (mentor of student)', "The other side's first name (mentor or student)", 'Ahmed'),
      reason: placeholder('Waarom de koppeling eindigde', 'Why the match ended', { nl: 'Het doel is bereikt.', en: 'The goal has been reached.' }),
    },
    subject: { nl: 'Koppeling beëindigd: {{ topic }}', en: 'Match ended: {{ topic }}' },
    body: letter({
      nl: '<p>De koppeling met {{ other }} voor "{{ topic }}" is beëindigd.</p><p>Reden:<br />{{ reason }}</p><p>Vragen? Neem contact op met {{ center }}.</p>',
      en: '<p>The match with {{ other }} for "{{ topic }}" has ended.</p><p>Reason:<br />{{ reason }}</p><p>Questions? Please contact {{ center }}.</p>',
    }),
  },
  new_message: {
    name: { nl: 'Nieuwe berichten in een conversatie', en: 'New messages in a conversation' },
    security: false,
    required: [],
    placeholders: {
      subject: placeholder('Het onderwerp van de conversatie', "The conversation's subject", 'Vraag over de bezorgroute'),
      count: placeholder('Hoeveel berichten ongelezen zijn', 'How many messages are unread', 2),
      sender: placeholder('Wie het nieuwste bericht schreef', 'Who wrote the newest message', 'Voedselbank Zwolle'),
      link: link('De link naar de conversatie', 'The link to the conversation'),
      settings_link: link('De link naar de instellingen van meldingen', 'The link to the notification settings'),
    },
    subject: {
      nl: '{% if count == 1 %}1 nieuw bericht{% else %}{{ count }} nieuwe berichten{% endif %} in "{{ subject }}"',
      en: '{% if count == 1 %}1 new message{% else %}{{ count }} new messages{% endif %} in "{{ subject }}"',
    },
    body: letter({
      nl: `<p>{{ sender }} schreef in de conversatie "{{ subject }}". Je hebt {% if count == 1 %}1 nieuw bericht{% else %}{{ count }} nieuwe berichten{% endif %}. Lees en antwoord via deze link:<br />${linkTo()}</p><p>Deze e-mail komt als berichten een paar minuten ongelezen blijven, één per conversatie tot je die hebt gelezen. Liever alleen in de app? Kies het bij je instellingen: ${linkTo('settings_link')}</p>`,
      en: `<p>{{ sender }} wrote in the conversation "{{ subject }}". You have {% if count == 1 %}1 new message{% else %}{{ count }} new messages{% endif %}. Read and answer through this link:<br />${linkTo()}</p><p>This e-mail comes when messages stay unread for a few minutes, one per conversation until you have read it. Rather in the app only? Choose so in your settings: ${linkTo('settings_link')}</p>`,
    }),
  },
  organization_approved: {
    name: { nl: 'Organisatie goedgekeurd', en: 'Organisation approved' },
    security: false,
    required: [],
    placeholders: {
      organization,
      reason,
      link: link('De link naar het portaal', 'The link to the portal'),
    },
    subject: { nl: '{{ organization }} is goedgekeurd', en: '{{ organization }} has been approved' },
    body: letter({
      nl: `<p>Goed nieuws: {{ center }} heeft {{ organization }} goedgekeurd.</p><p>{% if reason %}</p><p>Toelichting:<br />{{ reason }}</p><p>{% endif %}</p><p>Log in op het portaal om vacatures te plaatsen:<br />${linkTo()}</p>`,
      en: `<p>Good news: {{ center }} has approved {{ organization }}.</p><p>{% if reason %}</p><p>Explanation:<br />{{ reason }}</p><p>{% endif %}</p><p>Sign in to the portal to publish vacancies:<br />${linkTo()}</p>`,
    }),
  },
  organization_denied: {
    name: { nl: 'Organisatie afgewezen', en: 'Organisation denied' },
    security: false,
    required: [],
    placeholders: { organization, reason },
    subject: { nl: 'Aanmelding van {{ organization }}', en: 'Registration of {{ organization }}' },
    body: letter({
      nl: '<p>{{ center }} heeft de aanmelding van {{ organization }} helaas niet goedgekeurd.</p><p>{% if reason %}</p><p>Toelichting:<br />{{ reason }}</p><p>{% endif %}</p><p>Heb je vragen? Neem dan contact op met {{ center }}.</p>',
      en: '<p>Unfortunately {{ center }} has not approved the registration of {{ organization }}.</p><p>{% if reason %}</p><p>Explanation:<br />{{ reason }}</p><p>{% endif %}</p><p>If you have questions, please contact {{ center }}.</p>',
    }),
  },
  form_submission: {
    name: { nl: 'Formulier ingevuld', en: 'Form submitted' },
    security: false,
    required: [],
    placeholders: {
      form: placeholder('De titel van het formulier', "The form's title", 'Workshop vrijwilligersbeleid'),
      link: link('De link naar de antwoorden in het portaal', 'The link to the answers in the portal'),
    },
    subject: { nl: 'Nieuw ingevuld formulier: {{ form }}', en: 'New form submission: {{ form }}' },
    body: letter({
      nl: `<p>Het formulier "{{ form }}" is zojuist ingevuld. Bekijk de antwoorden in het portaal:</p><p>${linkTo()}</p>`,
      en: `<p>The form "{{ form }}" has just been filled in. Read the answers in the portal:</p><p>${linkTo()}</p>`,
    }),
  },
  form_invitation: {
    name: { nl: 'Uitnodiging voor een formulier', en: 'Form invitation' },
    security: false,
    required: ['link'],
    placeholders: {
      form: placeholder('De titel van het formulier', "The form's title", 'Workshop vrijwilligersbeleid'),
      link: link('De persoonlijke link naar het formulier', 'The personal link to the form'),
      until: placeholder('Tot en met wanneer de link werkt', 'Until when the link works', { nl: '31 december 2026', en: '31 December 2026' }),
    },
    subject: { nl: 'Uitnodiging: {{ form }}', en: 'Invitation: {{ form }}' },
    body: letter({
      nl: `<p>{{ center }} nodigt je uit het formulier "{{ form }}" in te vullen. Dat kan via deze persoonlijke link:</p><p>${linkTo()}</p><p>De link werkt één keer en tot en met {{ until }}. Stuur hem niet door.</p>`,
      en: `<p>{{ center }} invites you to fill in the form "{{ form }}". You can do so through this personal link:</p><p>${linkTo()}</p><p>The link works once, until {{ until }}. Please do not forward it.</p>`,
    }),
  },
  vacancy_expiring: {
    name: { nl: 'Vacature verloopt binnenkort', en: 'Vacancy about to expire' },
    security: false,
    required: [],
    placeholders: {
      vacancy,
      organization: placeholder('De naam van de organisatie (leeg als die niet bekend is)', "The organisation's name (empty when unknown)", 'Voedselbank Zwolle'),
      date: placeholder('De datum waarop de vacature verloopt', 'The date the vacancy expires', { nl: '3 augustus 2026', en: '3 August 2026' }),
      link: link('De link om de vacature te verlengen', 'The link to extend the vacancy'),
    },
    subject: { nl: 'Je vacature "{{ vacancy }}" verloopt op {{ date }}', en: 'Your vacancy "{{ vacancy }}" expires on {{ date }}' },
    body: letter({
      nl: `<p>De vacature "{{ vacancy }}" van {{ organization | default: "je organisatie" }} verloopt op {{ date }}; daarna zien bezoekers hem niet meer. Is hij nog actueel? Verleng hem in het portaal:</p><p>${linkTo()}</p>`,
      en: `<p>The vacancy "{{ vacancy }}" of {{ organization | default: "your organisation" }} expires on {{ date }}; after that visitors no longer see it. Is it still current? Extend it in the portal:</p><p>${linkTo()}</p>`,
    }),
  },
  digest: {
    name: { nl: 'Periodieke mail', en: 'Periodic mail' },
    security: false,
    required: [],
    placeholders: {
      vacancies: placeholder(
        'De nieuwe vacatures en activiteiten (hoogstens tien), elk met title, place en url; gebruik ze in een lus',
        'The new vacancies and activities (ten at most), each with title, place and url; use them in a loop',
        [
          { title: 'Voorlezer in de bibliotheek', place: 'Zwolle', url: `${SAMPLE_URL}/1` },
          { title: 'Koffie schenken in het buurthuis', place: '', url: `${SAMPLE_URL}/2` },
        ],
      ),
      vacancy_count: placeholder('Hoeveel nieuwe vacatures en activiteiten er zijn', 'How many new vacancies and activities there are', 12),
      more_count: placeholder('Hoeveel daarvan niet in de lijst staan', 'How many of them are not in the list', 10),
      search_link: link('De link naar de vacaturebank', 'The link to the vacancy bank'),
      unread_conversations: placeholder(
        'In hoeveel conversaties de ontvanger ongelezen berichten heeft',
        'In how many conversations the recipient has unread messages',
        1,
      ),
      conversation_link: link('De link naar de conversatie met het nieuwste ongelezen bericht', 'The link to the conversation with the newest unread message'),
      unread_count: placeholder('Hoeveel andere ongelezen meldingen de ontvanger heeft', 'How many other unread notifications the recipient has', 2),
      unread_link: link('De link naar de nieuwste ongelezen melding', 'The link to the newest unread notification'),
      settings_link: link('De link om dit overzicht te wijzigen of te stoppen', 'The link to change or stop this summary'),
      unsubscribe_link: link('De link om je zonder inloggen af te melden', 'The link to unsubscribe without signing in'),
    },
    subject: { nl: 'Nieuw voor jou bij {{ center }}', en: 'New for you at {{ center }}' },
    body: letter({
      nl: `<p>Dit is er nieuw sinds je vorige overzicht.</p><p>{% if vacancy_count %}</p><p>Nieuwe vacatures en activiteiten die bij je passen ({{ vacancy_count }}):</p><ul><li><p>{% for vacancy in vacancies %}</p></li><li><p>{{ vacancy.title }}{% if vacancy.place %} ({{ vacancy.place }}){% endif %}<br />${linkTo('vacancy.url')}</p></li><li><p>{% endfor %}</p></li></ul><p>{% if more_count %}</p><p>En nog {{ more_count }} meer in de vacaturebank: ${linkTo('search_link')}</p><p>{% endif %}</p><p>{% endif %}</p><p>{% if unread_conversations %}</p><p>Je hebt ongelezen berichten in {% if unread_conversations == 1 %}1 conversatie{% else %}{{ unread_conversations }} conversaties{% endif %}. De nieuwste: ${linkTo('conversation_link')}</p><p>{% endif %}</p><p>{% if unread_count %}</p><p>Je hebt {{ unread_count }} ongelezen melding(en). De nieuwste: ${linkTo('unread_link')}</p><p>{% endif %}</p><p>Je krijgt dit overzicht op de dagen die je hebt gekozen. Wijzigen: ${linkTo('settings_link')}<br />Afmelden: ${linkTo('unsubscribe_link')}</p>`,
      en: `<p>This is what is new since your previous summary.</p><p>{% if vacancy_count %}</p><p>New vacancies and activities that suit you ({{ vacancy_count }}):</p><ul><li><p>{% for vacancy in vacancies %}</p></li><li><p>{{ vacancy.title }}{% if vacancy.place %} ({{ vacancy.place }}){% endif %}<br />${linkTo('vacancy.url')}</p></li><li><p>{% endfor %}</p></li></ul><p>{% if more_count %}</p><p>And {{ more_count }} more in the vacancy bank: ${linkTo('search_link')}</p><p>{% endif %}</p><p>{% endif %}</p><p>{% if unread_conversations %}</p><p>You have unread messages in {% if unread_conversations == 1 %}1 conversation{% else %}{{ unread_conversations }} conversations{% endif %}. The newest: ${linkTo('conversation_link')}</p><p>{% endif %}</p><p>{% if unread_count %}</p><p>You have {{ unread_count }} unread notification(s). The newest: ${linkTo('unread_link')}</p><p>{% endif %}</p><p>You get this summary on the days you chose. Change it: ${linkTo('settings_link')}<br />Unsubscribe: ${linkTo('unsubscribe_link')}</p>`,
    }),
  },
  profile_reply: {
    name: { nl: 'Reactie van een organisatie op je profiel (vrijwilliger)', en: 'An organisation replied to your profile (volunteer)' },
    security: false,
    required: [],
    placeholders: {
      organization,
      vacancy: placeholder('De titel van de vacature waarover de reactie gaat (leeg als er geen is)', "The title of the vacancy the reply is about (empty when none)", 'Voorlezer in de bibliotheek'),
      message: placeholder('Wat de organisatie schreef', 'What the organisation wrote', {
        nl: 'We zoeken iemand die op dinsdag wil voorlezen. Lijkt dat je wat?',
        en: 'We are looking for someone to read aloud on Tuesdays. Would you like that?',
      }),
      link: link('De link naar je reacties', 'The link to your replies'),
      settings_link: link('De link naar de instellingen van meldingen', 'The link to the notification settings'),
    },
    subject: { nl: '{{ organization }} wil graag met je in contact komen', en: '{{ organization }} would like to get in touch with you' },
    body: letter({
      nl: `<p>{{ organization }} zag je profiel in de vrijwilligerspool van {{ center }} en stuurde je een reactie{% if vacancy %} over de vacature "{{ vacancy }}"{% endif %}:</p><p>{{ message }}</p><p>Neem de reactie aan om met {{ organization }} in gesprek te gaan, of sla haar af. Dat kan via deze link:<br />${linkTo()}</p><p>Je contactgegevens ziet de organisatie pas als je de reactie aanneemt. Liever alleen in de app? Kies het bij je instellingen: ${linkTo('settings_link')}</p>`,
      en: `<p>{{ organization }} saw your profile in the volunteer pool of {{ center }} and sent you a reply{% if vacancy %} about the vacancy "{{ vacancy }}"{% endif %}:</p><p>{{ message }}</p><p>Accept the reply to start talking with {{ organization }}, or decline it. You can do so through this link:<br />${linkTo()}</p><p>The organisation sees your contact details only once you accept. Rather in the app only? Choose so in your settings: ${linkTo('settings_link')}</p>`,
    }),
  },
  profile_reply_accepted: {
    name: { nl: 'Reactie op een profiel aangenomen (organisatie)', en: 'Reply to a profile accepted (organisation)' },
    security: false,
    required: [],
    placeholders: {
      volunteer: placeholder('De voornaam van de vrijwilliger', "The volunteer's first name", 'Sanne'),
      vacancy: placeholder('De titel van de vacature waarover de reactie ging (leeg als er geen is)', 'The title of the vacancy the reply was about (empty when none)', 'Voorlezer in de bibliotheek'),
      link: link('De link naar de conversatie met de vrijwilliger in het portaal', 'The link to the conversation with the volunteer in the portal'),
    },
    subject: { nl: '{{ volunteer }} heeft je reactie aangenomen', en: '{{ volunteer }} accepted your reply' },
    body: letter({
      nl: `<p>Goed nieuws: {{ volunteer }} heeft de reactie van je organisatie aangenomen{% if vacancy %} en zich aangemeld voor "{{ vacancy }}"{% endif %}.</p><p>Ga verder in de conversatie:<br />${linkTo()}</p>`,
      en: `<p>Good news: {{ volunteer }} accepted your organisation's reply{% if vacancy %} and applied for "{{ vacancy }}"{% endif %}.</p><p>Carry on in the conversation:<br />${linkTo()}</p>`,
    }),
  },
  profile_reply_declined: {
    name: { nl: 'Reactie op een profiel afgeslagen (organisatie)', en: 'Reply to a profile declined (organisation)' },
    security: false,
    required: [],
    placeholders: {
      volunteer: placeholder('De voornaam van de vrijwilliger', "The volunteer's first name", 'Sanne'),
      link: link('De link naar de verstuurde reacties in het portaal', 'The link to the sent replies in the portal'),
    },
    subject: { nl: '{{ volunteer }} gaat niet in op je reactie', en: '{{ volunteer }} declined your reply' },
    body: letter({
      nl: `<p>{{ volunteer }} heeft de reactie van je organisatie afgeslagen. Dank dat je aan {{ volunteer }} dacht; in de vrijwilligerspool vind je misschien iemand anders.</p><p>Je verstuurde reacties:<br />${linkTo()}</p>`,
      en: `<p>{{ volunteer }} declined your organisation's reply. Thank you for thinking of {{ volunteer }}; you may find someone else in the volunteer pool.</p><p>Your sent replies:<br />${linkTo()}</p>`,
    }),
  },
  application_waiting: {
    name: { nl: 'Aanmelding wacht op antwoord (organisatie)', en: 'Application awaiting an answer (organisation)' },
    security: false,
    required: [],
    placeholders: {
      applicant: placeholder('De naam van wie zich aanmeldde', "The applicant's name", 'Johan Visser'),
      vacancy,
      organization,
      days: placeholder('Hoeveel dagen de aanmelding al wacht', 'How many days the application has been waiting', 7),
      link: link('De link naar de aanmelding in het portaal', 'The link to the application in the portal'),
    },
    subject: { nl: '{{ applicant }} wacht op je antwoord', en: '{{ applicant }} is waiting for your answer' },
    body: letter({
      nl: `<p>{{ applicant }} meldde zich {{ days }} dagen geleden aan voor de vacature "{{ vacancy }}" van {{ organization }} en heeft nog geen antwoord gehad. Een snel antwoord, ook een afwijzing, houdt vrijwilligers enthousiast.</p><p>Beantwoord de aanmelding in het portaal, of stuur een bericht:<br />${linkTo()}</p>`,
      en: `<p>{{ applicant }} applied {{ days }} days ago for the vacancy "{{ vacancy }}" of {{ organization }} and has not had an answer yet. A quick answer, even a no, keeps volunteers keen.</p><p>Answer the application in the portal, or send a message:<br />${linkTo()}</p>`,
    }),
  },
  applications_waiting_center: {
    name: { nl: 'Aanmeldingen wachten te lang (centrum)', en: 'Applications waiting too long (centre)' },
    security: false,
    required: [],
    placeholders: {
      organization,
      count: placeholder('Hoeveel aanmeldingen bij de organisatie te lang wachten', 'How many applications wait too long at the organisation', 2),
      days: placeholder('Na hoeveel dagen zonder antwoord het centrum dit hoort', 'After how many days without an answer the centre is told', 14),
      link: link('De link naar de wachtende aanmeldingen in het portaal', 'The link to the waiting applications in the portal'),
    },
    subject: { nl: 'Aanmeldingen bij {{ organization }} wachten op antwoord', en: 'Applications at {{ organization }} await an answer' },
    body: letter({
      nl: `<p>Bij {{ organization }} {% if count == 1 %}wacht 1 aanmelding{% else %}wachten {{ count }} aanmeldingen{% endif %} al {{ days }} dagen of langer op antwoord. Misschien kan het centrum de organisatie helpen.</p><p>Alle wachtende aanmeldingen per organisatie:<br />${linkTo()}</p>`,
      en: `<p>At {{ organization }}, {% if count == 1 %}1 application has{% else %}{{ count }} applications have{% endif %} been waiting {{ days }} days or longer for an answer. Perhaps the centre can help the organisation.</p><p>All waiting applications per organisation:<br />${linkTo()}</p>`,
    }),
  },
  match_check_volunteer: question(
    { nl: 'Vraag na 14 dagen: gaat het goed? (vrijwilliger)', en: 'Question after 14 days: is it working out? (volunteer)' },
    { vacancy, organization },
    { nl: 'Gaat het goed bij {{ organization }}?', en: 'Is it working out at {{ organization }}?' },
    {
      nl: 'Twee weken geleden werd je aanmelding voor "{{ vacancy }}" bij {{ organization }} geaccepteerd. Gaat het goed?',
      en: 'Two weeks ago your application for "{{ vacancy }}" at {{ organization }} was accepted. Is it working out?',
    },
  ),
  match_check_organization: question(
    { nl: 'Vraag na 14 dagen: gaat het goed? (organisatie)', en: 'Question after 14 days: is it working out? (organisation)' },
    { vacancy, organization, volunteer: placeholder('De voornaam van de vrijwilliger', "The volunteer's first name", 'Sanne') },
    { nl: 'Gaat het goed met {{ volunteer }}?', en: 'Is it working out with {{ volunteer }}?' },
    {
      nl: 'Twee weken geleden accepteerde {{ organization }} de aanmelding van {{ volunteer }} voor "{{ vacancy }}". Gaat het goed?',
      en: 'Two weeks ago {{ organization }} accepted the application of {{ volunteer }} for "{{ vacancy }}". Is it working out?',
    },
  ),
  retention_check: question(
    { nl: 'Vraag na 90 dagen: nog vrijwilliger? (vrijwilliger)', en: 'Question after 90 days: still volunteering? (volunteer)' },
    { vacancy, organization },
    { nl: 'Ben je nog vrijwilliger bij {{ organization }}?', en: 'Are you still volunteering at {{ organization }}?' },
    {
      nl: 'Drie maanden geleden begon je als vrijwilliger voor "{{ vacancy }}" bij {{ organization }}. Ben je daar nog vrijwilliger?',
      en: 'Three months ago you started volunteering for "{{ vacancy }}" at {{ organization }}. Are you still volunteering there?',
    },
  ),
};

/** Every placeholder a template offers, the common ones first. */
export function placeholdersOf(key: NotificationTemplateKey): Record<string, PlaceholderDefinition> {
  return { ...COMMON, ...TEMPLATE_CATALOG[key].placeholders };
}

/** The preview's values for a template in a language. */
export function sampleValues(key: NotificationTemplateKey, locale: Locale): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(placeholdersOf(key)).map(([name, { sample }]) => [
      name,
      typeof sample === 'object' && !Array.isArray(sample) && 'nl' in sample ? (sample as Text)[locale] : sample,
    ]),
  );
}
