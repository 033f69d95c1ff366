import type { ManagedFormQuestion } from '@platform/api-client';
import { answerText } from './answer-text';
import { csvFileName } from '@portal/utils/download';
import { invitationAddresses } from './invitation-form';
import { nextSort } from '@platform/ui';
import { FORM_SORT_FIRST, toFormListQuery } from './form-list-search';
import { toSubmissionListQuery } from './submission-search';

const words = { yes: 'Ja', no: 'Nee' };
const question = (id: string, questionType: string) =>
  ({ id, questionType, deleted: false }) as unknown as ManagedFormQuestion;

describe('answerText', () => {
  it('reads choices, ticks and nothing', () => {
    expect(answerText(question('a', 'checkbox'), ['Ma', 'Di'], words)).toBe('Ma, Di');
    expect(answerText(question('a', 'checkbox'), true, words)).toBe('Ja');
    expect(answerText(question('a', 'number'), 12.5, words)).toBe('12.5');
    expect(answerText(question('a', 'text'), undefined, words)).toBe('');
  });
});

describe('lists', () => {
  it('makes the forms list query and switches orders', () => {
    expect(toFormListQuery({ q: 'workshop', status: 'open' })).toMatchObject({
      text: 'workshop',
      status: 'open',
      sort: '-updated_at',
      pageSize: 25,
    });
    expect(nextSort('-updated_at', 'title', FORM_SORT_FIRST.title)).toBe('title');
    expect(nextSort('title', 'title', FORM_SORT_FIRST.title)).toBe('-title');
    expect(nextSort('title', 'updated_at', FORM_SORT_FIRST.updated_at)).toBe('-updated_at');
  });

  it('makes the submissions query, newest first', () => {
    expect(toSubmissionListQuery({ from: '2026-01-01', page: 2 })).toEqual({
      text: undefined,
      from: '2026-01-01',
      until: undefined,
      sort: '-created_at',
      page: 2,
      pageSize: 25,
    });
  });
});

describe('files and addresses', () => {
  it('names an export after the form', () => {
    expect(csvFileName('Aanmelding café-avond!')).toBe('aanmelding-cafe-avond.csv');
    expect(csvFileName('???')).toBe('form.csv');
  });

  it('reads a pasted list of invitees once each', () => {
    expect(invitationAddresses('Ann <ANN@example.nl>; bob@example.nl\nann@example.nl')).toEqual([
      'ann@example.nl',
      'bob@example.nl',
    ]);
  });
});
