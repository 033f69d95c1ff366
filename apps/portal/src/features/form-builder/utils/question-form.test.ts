import * as v from 'valibot';
import type { ManagedFormQuestion } from '@platform/api-client';
import {
  boundOf,
  duplicateAttributes,
  optionsOf,
  questionFormSchema,
  toQuestionAttributes,
  toQuestionFormValues,
} from './question-form';
import { moveInOrder } from './question-order';

describe('question form', () => {
  const base = toQuestionFormValues(undefined, 'multiple_choice');

  it('reads options one per line and bounds with a comma', () => {
    expect(optionsOf(' Ja \n\nNee\n')).toEqual(['Ja', 'Nee']);
    expect(boundOf('')).toBeNull();
    expect(boundOf('2,5')).toBe(2.5);
  });

  it('wants an option for multiple choice, no repeats, and bounds that do not cross', () => {
    expect(v.is(questionFormSchema, { ...base, text: 'Welke dag?' })).toBe(false);
    expect(v.is(questionFormSchema, { ...base, text: 'Welke dag?', options: 'Ma\nDi' })).toBe(true);
    expect(v.is(questionFormSchema, { ...base, text: 'Welke dag?', options: 'Ma\nMa' })).toBe(
      false,
    );
    const number = { ...toQuestionFormValues(undefined, 'number'), text: 'Leeftijd' };
    expect(v.is(questionFormSchema, { ...number, minValue: '18', maxValue: '12' })).toBe(false);
    expect(v.is(questionFormSchema, { ...number, minValue: '12', maxValue: 'veel' })).toBe(false);
    expect(v.is(questionFormSchema, { ...number, minValue: '12', maxValue: '' })).toBe(true);
  });

  it('sends only what the type uses', () => {
    const values = {
      ...base,
      text: 'Leeftijd',
      questionType: 'number' as const,
      required: true,
      longAnswer: true,
      options: 'Ma',
      minValue: '16',
      maxValue: '99',
    };
    expect(toQuestionAttributes(values)).toEqual({
      text: 'Leeftijd',
      questionType: 'number',
      required: true,
      longAnswer: false,
      options: [],
      minValue: 16,
      maxValue: 99,
    });
    expect(
      toQuestionAttributes({ ...values, questionType: 'info_section', required: true }),
    ).toMatchObject({ required: false, minValue: null, options: [] });
    expect(toQuestionAttributes({ ...values, questionType: 'checkbox' })).toMatchObject({
      options: ['Ma'],
    });
  });

  it('copies a question right below itself', () => {
    const question = {
      id: 'q1',
      text: 'Naam',
      questionType: 'text',
      required: true,
      longAnswer: false,
      options: [],
      minValue: null,
      maxValue: null,
      position: 3,
    } as unknown as ManagedFormQuestion;
    expect(duplicateAttributes(question)).toMatchObject({ text: 'Naam', position: 4 });
  });

  it('moves an item in a list', () => {
    expect(moveInOrder(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveInOrder(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveInOrder(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});
