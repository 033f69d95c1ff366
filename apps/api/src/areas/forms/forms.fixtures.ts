import type { Credentials, TestApp } from '../../testing/test-app';

// Test-only: building a form through the API, as the portal's builder does.

export const formDoc = (attributes: Record<string, unknown>, id?: string) => ({
  data: { type: 'forms', ...(id ? { id } : {}), attributes },
});
export const questionDoc = (attributes: Record<string, unknown>, id?: string) => ({
  data: { type: 'form_questions', ...(id ? { id } : {}), attributes },
});
export const answersDoc = (
  answers: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => ({
  data: { type: 'form_submissions', attributes: { answers, ...extra } },
});

/** One question of every type, in the order a builder adds them. */
export const EVERY_QUESTION = [
  { text: 'Naam', question_type: 'text', required: true },
  { text: 'Over jezelf', question_type: 'text', long_answer: true },
  { text: 'E-mailadres', question_type: 'email', required: true },
  { text: 'Website', question_type: 'url' },
  { text: 'Telefoon', question_type: 'phone' },
  { text: 'Leeftijd', question_type: 'number', required: true, min_value: 16, max_value: 99 },
  { text: 'Startdatum', question_type: 'date' },
  { text: 'Starttijd', question_type: 'time' },
  {
    text: 'Voorkeur',
    question_type: 'multiple_choice',
    required: true,
    options: ['Ochtend', 'Middag'],
  },
  { text: 'Interesses', question_type: 'checkbox', options: ['Sport', 'Zorg', 'Natuur'] },
  { text: 'Praktische informatie', question_type: 'info_section' },
  { text: 'Ik ga akkoord', question_type: 'checkbox', required: true },
] as const;

export type BuiltForm = { id: string; token: string; questions: Record<string, string> };

/** Creates a form for `organizationId` with the given questions (by text), opened unless told otherwise. */
export async function buildForm(
  t: TestApp,
  credentials: Credentials,
  organizationId: string,
  {
    questions = EVERY_QUESTION as readonly Record<string, unknown>[],
    host,
    ...attributes
  }: { questions?: readonly Record<string, unknown>[]; host?: string } & Record<
    string,
    unknown
  > = {},
): Promise<BuiltForm> {
  const created = await t.request({
    method: 'POST',
    url: '/api/v1/forms',
    host,
    credentials,
    body: formDoc({
      title: 'Aanmelden',
      access_permission: 'anonymous',
      organization_id: organizationId,
      status: 'open',
      ...attributes,
    }),
  });
  if (created.statusCode !== 201) throw new Error(`form not created: ${created.body}`);
  const form = created.json().data;
  const ids: Record<string, string> = {};
  for (const question of questions) {
    const added = await t.request({
      method: 'POST',
      url: `/api/v1/forms/${form.id}/questions`,
      host,
      credentials,
      body: questionDoc(question),
    });
    if (added.statusCode !== 201) throw new Error(`question not added: ${added.body}`);
    ids[question.text as string] = added.json().data.id;
  }
  return { id: form.id, token: form.attributes.token, questions: ids };
}

/** Valid answers to {@link EVERY_QUESTION}, keyed by question id. */
export function goodAnswers(form: BuiltForm): Record<string, unknown> {
  const q = form.questions;
  return {
    [q['Naam']!]: 'Sanne de Vries',
    [q['Over jezelf']!]: 'Ik help graag.',
    [q['E-mailadres']!]: 'Sanne@Example.org',
    [q['Website']!]: 'https://sanne.example.org',
    [q['Telefoon']!]: '06-12345678',
    [q['Leeftijd']!]: '34',
    [q['Startdatum']!]: '2027-01-15',
    [q['Starttijd']!]: '09:30',
    [q['Voorkeur']!]: 'Middag',
    [q['Interesses']!]: ['Natuur', 'Sport'],
    [q['Ik ga akkoord']!]: true,
  };
}
