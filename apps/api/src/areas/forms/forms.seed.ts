import type { FormPurpose, QuestionType } from '@platform/contracts';
import type { Db } from '../../platform/db/database';
import { randomToken } from '../../platform/secrets/tokens';
import { formQuestions, forms } from './forms.tables';

type QuestionSeed = {
  text: string;
  type: QuestionType;
  required?: boolean;
  longAnswer?: boolean;
  options?: string[];
};
type FormSeed = {
  title: string;
  description: string;
  purpose: FormPurpose | null;
  confirmation: string;
  closesInDays?: number;
  questions: QuestionSeed[];
};

const contactQuestions: QuestionSeed[] = [
  { text: 'Naam', type: 'text', required: true },
  { text: 'E-mailadres', type: 'email', required: true },
  { text: 'Telefoonnummer', type: 'phone' },
  {
    text: 'Waar gaat je vraag over?',
    type: 'multiple_choice',
    required: true,
    options: ['Ik zoek vrijwilligerswerk', 'Mijn organisatie zoekt vrijwilligers', 'Iets anders'],
  },
  { text: 'Je vraag of bericht', type: 'text', required: true, longAnswer: true },
];

const supportQuestions: QuestionSeed[] = [
  {
    text: 'Waar gaat je vraag over?',
    type: 'multiple_choice',
    required: true,
    options: ['Vacatures', 'Aanmeldingen en reacties', 'Formulieren', 'Mijn account', 'Iets anders'],
  },
  { text: 'Je vraag', type: 'text', required: true, longAnswer: true },
  { text: 'E-mailadres voor ons antwoord', type: 'email', required: true },
];

const signUpQuestions = (days: string[]): QuestionSeed[] => [
  { text: 'Naam', type: 'text', required: true },
  { text: 'E-mailadres', type: 'email', required: true },
  { text: 'Telefoonnummer', type: 'phone' },
  { text: 'Namens welke organisatie kom je? (als dat zo is)', type: 'text' },
  { text: 'Welke datum past je het best?', type: 'multiple_choice', required: true, options: days },
  {
    text: 'Ik ga ermee akkoord dat mijn gegevens worden gebruikt om de training te organiseren.',
    type: 'checkbox',
    required: true,
  },
];

/** The demo centre's contact form, its question form for the portal's `/support` and two workshops, open and in Dutch. */
function demoForms(centerName: string): FormSeed[] {
  return [
    {
      title: `Contact met ${centerName}`,
      description:
        'Heb je een vraag over vrijwilligerswerk, of zoekt je organisatie vrijwilligers? Stuur ons een bericht; we antwoorden binnen twee werkdagen.',
      purpose: 'contact',
      confirmation: 'Bedankt voor je bericht! We nemen binnen twee werkdagen contact met je op.',
      questions: contactQuestions,
    },
    {
      title: 'Vraag aan het centrum',
      description:
        'Loop je vast in het portaal, of heb je een vraag over vrijwilligers, vacatures of formulieren? Stel je vraag hier; we antwoorden binnen twee werkdagen.',
      purpose: 'support',
      confirmation: 'Bedankt voor je vraag! We antwoorden binnen twee werkdagen per e-mail.',
      questions: supportQuestions,
    },
    {
      title: 'Training: omgaan met dementie',
      description:
        'Een avond over hoe je als vrijwilliger contact maakt met mensen met dementie, met een ervaringsdeskundige. Gratis voor vrijwilligers in onze gemeente.',
      purpose: 'workshop',
      confirmation:
        'Je bent aangemeld voor de training. Je krijgt een week van tevoren een herinnering.',
      closesInDays: 40,
      questions: signUpQuestions(['Dinsdag 19.30–21.30 uur', 'Donderdag 19.30–21.30 uur']),
    },
    {
      title: 'Workshop: vrijwilligers werven via sociale media',
      description:
        'Voor organisaties: hoe vind je nieuwe vrijwilligers via Instagram, Facebook en je eigen website? Neem je telefoon of laptop mee.',
      purpose: 'workshop',
      confirmation: 'Bedankt voor je aanmelding! We sturen je vooraf de praktische informatie.',
      closesInDays: 60,
      questions: signUpQuestions([
        'Maandagochtend 10.00–12.00 uur',
        'Woensdagmiddag 14.00–16.00 uur',
      ]),
    },
  ];
}

/** Seeds a demo centre's forms, owned by the centre's own organisation and reported to `notifyEmail`. */
export async function seedDemoForms(
  db: Db,
  {
    tenantId,
    volunteerCenterId,
    organizationId,
    centerName,
    notifyEmail,
  }: {
    tenantId: string;
    volunteerCenterId: string;
    organizationId: string;
    centerName: string;
    notifyEmail: string;
  },
): Promise<void> {
  for (const seed of demoForms(centerName)) {
    const [form] = await db
      .insert(forms)
      .values({
        tenantId,
        volunteerCenterId,
        organizationId,
        title: seed.title,
        description: seed.description,
        accessPermission: 'anonymous',
        status: 'open',
        closesAt: seed.closesInDays ? new Date(Date.now() + seed.closesInDays * 86_400_000) : null,
        confirmationText: seed.confirmation,
        notifyEmails: [notifyEmail],
        purpose: seed.purpose,
        token: randomToken(18),
      })
      .returning({ id: forms.id });
    await db.insert(formQuestions).values(
      seed.questions.map((question, index) => ({
        tenantId,
        formId: form!.id,
        text: question.text,
        questionType: question.type,
        required: question.required ?? false,
        longAnswer: question.longAnswer ?? false,
        options: question.options ?? [],
        position: index + 1,
      })),
    );
  }
}
