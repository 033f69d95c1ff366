import { i18n } from '@lingui/core';
import { ApiError } from '@platform/api-client';
import { templateProblems } from './template-form';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

const refusal = (pointer: string, meta: Record<string, unknown>) => ({ code: 'VALIDATION_FAILED', source: { pointer }, meta });

describe('templateProblems', () => {
  it('words each template refusal with where it is, by part', () => {
    const error = new ApiError(422, [
      refusal('/data/attributes/subject', { reason: 'unknown_placeholder', line: 1, column: 11, name: 'voornaam', near: 'voornaam' }),
      refusal('/data/attributes/body', { reason: 'template_syntax', line: 3, column: 4, name: '', near: '{{ vacancy' }),
      refusal('/data/attributes/body', { reason: 'unknown_filter', line: 1, column: 4, name: 'raw', near: '{{ x | raw }}' }),
      refusal('/data/attributes/body', { reason: 'missing_placeholder', name: 'link' }),
      refusal('/data/attributes/body', { reason: 'placed_placeholder', name: 'link', placeholder: '{{ link }}' }),
    ]);
    expect(templateProblems(error, i18n)).toEqual([
      { part: 'subject', text: '“voornaam” is not a placeholder of this mail (line 1, column 11).' },
      { part: 'body', text: 'A placeholder or tag is not written correctly near “{{ vacancy” (line 3, column 4). Close every {{ with }} and every {% with %}.' },
      { part: 'body', text: 'The filter “raw” does not exist (line 1, column 4).' },
      { part: 'body', text: 'The text must keep {{ link }}: that is what this mail is for.' },
      { part: 'body', text: 'The platform adds {{ link }} below the text itself: remove it here.' },
    ]);
  });

  it('leaves other refusals to the fields and other failures to the form', () => {
    expect(templateProblems(new ApiError(422, [refusal('/data/attributes/subject', { reason: 'required' })]), i18n)).toEqual([]);
    expect(templateProblems(new ApiError(403, [{ code: 'FORBIDDEN' }]), i18n)).toEqual([]);
    expect(templateProblems(new Error('offline'), i18n)).toEqual([]);
  });
});
