import { createApiClient } from '../client';
import { createMemoryCredentialStore } from '../credential-store';
import { clientAnswering } from '../testing';
import {
  exportFormSubmissions,
  fetchFormSubmission,
  fetchManagedForm,
  fetchManagedForms,
  inviteToForm,
  updateQuestion,
} from './manage-forms';

const Q1 = '11111111-1111-4111-8111-111111111111';
const Q2 = '22222222-2222-4222-8222-222222222222';
const question = (id: string, position: number, deleted = false) => ({
  type: 'form_questions',
  id,
  attributes: { text: `Vraag ${position}`, question_type: 'text', position, deleted },
});

describe('managed forms', () => {
  it('lists forms with their filters, order and page', async () => {
    const { client, sent } = clientAnswering({
      data: [{ type: 'forms', id: 'f1', attributes: { title: 'Aanmelding', submission_count: 2 } }],
      meta: { total: 1 },
    });
    expect(
      await fetchManagedForms(client, {
        text: 'aan',
        status: 'open',
        accessPermission: 'token_holder',
        page: 2,
        pageSize: 25,
      }),
    ).toMatchObject({ forms: [{ id: 'f1', submissionCount: 2 }], total: 1 });
    const url = new URL(sent[0]?.url ?? '', 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'filter[q]': 'aan',
      'filter[status]': 'open',
      'filter[access_permission]': 'token_holder',
      sort: '-updated_at',
      'page[number]': '2',
      'page[size]': '25',
    });
  });

  it('reads a form with its questions in order', async () => {
    const { client } = clientAnswering({
      data: {
        type: 'forms',
        id: 'f1',
        attributes: { title: 'Aanmelding' },
        relationships: {
          questions: {
            data: [
              { type: 'form_questions', id: Q2 },
              { type: 'form_questions', id: Q1 },
            ],
          },
        },
      },
      included: [question(Q2, 2), question(Q1, 1)],
    });
    const form = await fetchManagedForm(client, 'f1');
    expect(form.questions?.map((item) => item.id)).toEqual([Q1, Q2]);
  });

  it('reads a submission with every question, deleted ones too, answers keyed by question id', async () => {
    const { client } = clientAnswering({
      data: {
        type: 'form_submissions',
        id: 's1',
        attributes: { answers: { [Q1]: 'Ann', [Q2]: ['a'] }, created_at: '2026-05-01T10:00:00Z' },
      },
      included: [question(Q2, 2, true), question(Q1, 1)],
    });
    const { submission, questions } = await fetchFormSubmission(client, 'f1', 's1');
    expect(submission).toMatchObject({
      id: 's1',
      createdAt: '2026-05-01T10:00:00Z',
      answers: { [Q1]: 'Ann', [Q2]: ['a'] },
    });
    expect(questions.map((item) => [item.id, item.questionType, item.deleted])).toEqual([
      [Q1, 'text', false],
      [Q2, 'text', true],
    ]);
  });

  it('moves a question and invites addresses as JSON:API writes', async () => {
    const { client, sent } = clientAnswering({ data: [] }, 201);
    await updateQuestion(client, 'f1', 'q1', { position: 3 });
    await inviteToForm(client, 'f1', { emails: ['a@example.nl'], expiresInDays: 7 });
    expect(sent).toMatchObject([
      {
        method: 'PATCH',
        url: '/api/v1/forms/f1/questions/q1',
        body: { data: { type: 'form_questions', id: 'q1', attributes: { position: 3 } } },
      },
      {
        method: 'POST',
        url: '/api/v1/forms/f1/invitations',
        body: {
          data: {
            type: 'form_invitations',
            attributes: { emails: ['a@example.nl'], expires_in_days: 7 },
          },
        },
      },
    ]);
  });

  it('downloads the export as a file with its name, with the list’s filters', async () => {
    const urls: string[] = [];
    const client = createApiClient({
      credentials: createMemoryCredentialStore(),
      fetch: async (input) => {
        urls.push(String(input));
        return new Response('Datum;Naam\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="aanmelding.csv"',
          },
        });
      },
    });
    const { blob, fileName } = await exportFormSubmissions(client, 'f1', { from: '2026-01-01' });
    expect(fileName).toBe('aanmelding.csv');
    expect(await blob.text()).toBe('Datum;Naam\n');
    expect(urls[0]).toBe(
      '/api/v1/forms/f1/submissions/export?filter%5Bcreated_at_gteq%5D=2026-01-01',
    );
  });

  it('throws the API’s error when the export is refused', async () => {
    const { client } = clientAnswering({ errors: [{ status: '403', code: 'FORBIDDEN' }] }, 403);
    await expect(exportFormSubmissions(client, 'f1')).rejects.toMatchObject({ status: 403 });
  });
});
