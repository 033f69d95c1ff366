import type { ManagedFormQuestion, QuestionAttributes } from '@platform/api-client';
import {
  QUESTION_OPTION_MAX,
  QUESTION_OPTIONS_MAX,
  QUESTION_TEXT_MAX,
  QUESTION_TYPES,
  type QuestionType,
} from '@platform/contracts';
import * as v from 'valibot';

/** The options of the options field: one per line, trimmed, blank lines left out. */
export function optionsOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

const NUMBER_TEXT = /^-?\d+([.,]\d+)?$/;

/** A typed bound: '' for none, a comma as the Dutch decimal mark. */
export function boundOf(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed.replace(',', '.'));
}

/** Whether questions of this type offer the options field. */
export const hasOptions = (type: QuestionType) => type === 'multiple_choice' || type === 'checkbox';

const boundText = v.pipe(
  v.string(),
  v.check((text) => text.trim() === '' || NUMBER_TEXT.test(text.trim())),
);

/** A question as its dialog holds it: options one per line, bounds as typed. */
export const questionFormSchema = v.pipe(
  v.object({
    text: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(QUESTION_TEXT_MAX)),
    questionType: v.picklist(QUESTION_TYPES),
    required: v.boolean(),
    longAnswer: v.boolean(),
    options: v.pipe(
      v.string(),
      v.check((text) => optionsOf(text).every((option) => option.length <= QUESTION_OPTION_MAX)),
      v.check((text) => optionsOf(text).length <= QUESTION_OPTIONS_MAX),
      v.check((text) => new Set(optionsOf(text)).size === optionsOf(text).length),
    ),
    minValue: boundText,
    maxValue: boundText,
  }),
  v.forward(
    v.partialCheck(
      [['questionType'], ['options']],
      (input) => input.questionType !== 'multiple_choice' || optionsOf(input.options).length > 0,
    ),
    ['options'],
  ),
  v.forward(
    v.partialCheck([['minValue'], ['maxValue']], (input) => {
      const min = boundOf(input.minValue);
      const max = boundOf(input.maxValue);
      return min === null || max === null || Number.isNaN(min) || Number.isNaN(max) || min <= max;
    }),
    ['maxValue'],
  ),
);

export type QuestionFormValues = v.InferOutput<typeof questionFormSchema>;

export function toQuestionFormValues(
  question: ManagedFormQuestion | undefined,
  questionType: QuestionType = 'text',
): QuestionFormValues {
  return {
    text: question?.text ?? '',
    questionType: question?.questionType ?? questionType,
    required: question?.required ?? false,
    longAnswer: question?.longAnswer ?? false,
    options: (question?.options ?? []).join('\n'),
    minValue: question?.minValue == null ? '' : String(question.minValue),
    maxValue: question?.maxValue == null ? '' : String(question.maxValue),
  };
}

/**
 * What a save sends: only what the type uses (a long answer for text,
 * options for choices, bounds for numbers); the rest is cleared, so a
 * question whose type changed keeps nothing of the old one. Information
 * takes no answer, so it is never required.
 */
export function toQuestionAttributes(values: QuestionFormValues): QuestionAttributes {
  const type = values.questionType;
  return {
    text: values.text,
    questionType: type,
    required: type === 'info_section' ? false : values.required,
    longAnswer: type === 'text' ? values.longAnswer : false,
    options: hasOptions(type) ? optionsOf(values.options) : [],
    minValue: type === 'number' ? boundOf(values.minValue) : null,
    maxValue: type === 'number' ? boundOf(values.maxValue) : null,
  };
}

/** The copy of a question that "Duplicate" adds right below it. */
export function duplicateAttributes(question: ManagedFormQuestion): QuestionAttributes {
  return {
    text: question.text,
    questionType: question.questionType,
    required: question.required,
    longAnswer: question.longAnswer,
    options: question.options,
    minValue: question.minValue,
    maxValue: question.maxValue,
    position: question.position + 1,
  };
}

/** The field that shows a refused question attribute. */
export function questionFieldOf(attribute: string): string | undefined {
  const [name] = attribute.split('.');
  return name;
}
