import { isApiError } from '../api-error';
import { clientAnswering } from '../testing';
import { fetchPublicForm, fetchPublicForms, submitPublicForm } from './public-forms';

const question = (id: string, position: number, deleted = false) => ({
  type: 'form_questions',
  id,
  attributes: {
    text: `Question ${id}`,
    question_type: 'text',
    required: false,
    long_answer: false,
    options: [],
    min_value: null,
    max_value: null,
    position,
    deleted,
  },
});

const form = (token: string, questionIds: string[]) => ({
  type: 'public_forms',
  id: token,
  attributes: {
    form_id: `form-${token}`,
    title: 'Contact',
    description: null,
    access_permission: 'anonymous',
    availability: 'open',
    closes_at: null,
  },
  relationships: {
    questions: { data: questionIds.map((id) => ({ type: 'form_questions', id })) },
  },
});

describe('public forms', () => {
  it('reads a form by its token with its questions in order, removed ones left out', async () => {
    const { client, sent } = clientAnswering({
      data: form('tok_en-123', ['b', 'a', 'c']),
      included: [question('b', 2), question('a', 1), question('c', 3, true)],
    });
    const publicForm = await fetchPublicForm(client, 'tok_en-123');
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/v1/public_forms/tok_en-123' });
    expect(publicForm).toMatchObject({
      id: 'tok_en-123',
      formId: 'form-tok_en-123',
      availability: 'open',
      accessPermission: 'anonymous',
    });
    expect(
      publicForm.questions.map(({ id, questionType, longAnswer }) => ({
        id,
        questionType,
        longAnswer,
      })),
    ).toEqual([
      { id: 'a', questionType: 'text', longAnswer: false },
      { id: 'b', questionType: 'text', longAnswer: false },
    ]);
  });

  it('lists a block’s form by id and the centre’s forms by purpose', async () => {
    const { client, sent } = clientAnswering({
      data: [form('t1', []), form('t2', ['q'])],
      included: [question('q', 1)],
    });
    const forms = await fetchPublicForms(client, { purpose: 'workshop' });
    expect(forms.map((item) => [item.id, item.questions.length])).toEqual([
      ['t1', 0],
      ['t2', 1],
    ]);
    await fetchPublicForms(client, { formId: '123e4567-e89b-12d3-a456-426614174000' });
    expect(sent.map((request) => request.url)).toEqual([
      '/api/v1/public_forms?filter%5Bpurpose%5D=workshop',
      '/api/v1/public_forms?filter%5Bform_id%5D=123e4567-e89b-12d3-a456-426614174000',
    ]);
  });

  it('sends the answers keyed by question id as they are, with the honeypot', async () => {
    const { client, sent } = clientAnswering(
      {
        data: { type: 'form_submissions', id: 's1', attributes: { confirmation_text: 'Bedankt!' } },
      },
      201,
    );
    const answers = { '123e4567-e89b-12d3-a456-426614174000': ['Maandag'] };
    const submission = await submitPublicForm(client, { token: 'tok', answers, honeypot: '' });
    expect(submission).toMatchObject({ id: 's1', confirmationText: 'Bedankt!' });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/public_forms/tok',
      body: {
        data: {
          type: 'form_submissions',
          attributes: {
            answers: { '123e4567-e89b-12d3-a456-426614174000': ['Maandag'] },
            honeypot: '',
          },
        },
      },
    });
  });

  it('fails with the API’s code when the form is closed', async () => {
    const { client } = clientAnswering({ errors: [{ status: '409', code: 'FORM_CLOSED' }] }, 409);
    const error = await submitPublicForm(client, { token: 'tok', answers: {}, honeypot: '' }).catch(
      (caught: unknown) => caught,
    );
    expect(isApiError(error) && error.hasCode('FORM_CLOSED')).toBe(true);
  });
});
