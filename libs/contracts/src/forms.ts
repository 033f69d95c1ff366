import * as v from 'valibot';
import { emailSchema } from './schemas';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from './limits';
import { httpUrlSchema } from './url';

/** Who may fill in a form (spec §3): anyone with its link, or only people invited by e-mail. */
export const FORM_ACCESS_PERMISSIONS = ['anonymous', 'token_holder'] as const;
export type FormAccessPermission = (typeof FORM_ACCESS_PERMISSIONS)[number];

/** A form is built as a draft, takes answers while open, and none once closed (or past its closing date). */
export const FORM_STATUSES = ['draft', 'open', 'closed'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

/**
 * What a centre uses a form for besides its own link: its contact form
 * (`/contactformulier`, one per centre), one of its workshops and trainings
 * (`/workshops`), or the question form of the portal's `/support` ("Vraag aan
 * het centrum"). docs/decisions.md, "Forms" and "Support".
 */
export const FORM_PURPOSES = ['contact', 'workshop', 'support'] as const;
export type FormPurpose = (typeof FORM_PURPOSES)[number];

/** Whether a form takes answers now, as visitors are told (issue 16). */
export const FORM_AVAILABILITIES = [
  'open',
  'closed',
  'invitation_required',
  'invitation_used',
  'invitation_expired',
] as const;
export type FormAvailability = (typeof FORM_AVAILABILITIES)[number];

/** The state staff see of an invitation: waiting, opened, answered, expired or revoked. */
export const FORM_INVITATION_STATES = ['sent', 'opened', 'answered', 'expired', 'revoked'] as const;
export type FormInvitationState = (typeof FORM_INVITATION_STATES)[number];

/** The question types of spec §3; `info_section` is text between questions and takes no answer. */
export const QUESTION_TYPES = [
  'text',
  'multiple_choice',
  'date',
  'number',
  'checkbox',
  'email',
  'url',
  'phone',
  'info_section',
  'time',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Question types that offer options to choose from. */
export const CHOICE_QUESTION_TYPES = [
  'multiple_choice',
  'checkbox',
] as const satisfies readonly QuestionType[];

export const FORM_QUESTIONS_MAX = 100;
export const QUESTION_OPTIONS_MAX = 50;
export const QUESTION_OPTION_MAX = 200;
export const QUESTION_TEXT_MAX = 1000;
export const FORM_NOTIFY_EMAILS_MAX = 10;
/** Submissions are deleted after this many months unless the form says otherwise (privacy by default). */
export const DEFAULT_RETENTION_MONTHS = 12;
export const RETENTION_MONTHS_MAX = 120;
/** How long an invitation's link works, in days, unless the inviter chooses otherwise. */
export const DEFAULT_INVITATION_DAYS = 30;
export const INVITATION_DAYS_MAX = 365;
/** Addresses one invitation request may name (a pasted list). */
export const INVITATION_EMAILS_MAX = 200;
/** A one-line answer; a long answer (`longAnswer`) may hold a letter. */
export const SHORT_ANSWER_MAX = 500;
export const LONG_ANSWER_MAX = 5000;

const title = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(SHORT_TEXT_MAX));
const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max))));

/** The fields of a form its owner sets (spec §3 "Form" and issue 16). */
const formEntries = {
  title,
  description: optionalText(LONG_TEXT_MAX),
  organizationId: v.pipe(v.string(), v.uuid()),
  accessPermission: v.picklist(FORM_ACCESS_PERMISSIONS),
  status: v.optional(v.picklist(FORM_STATUSES)),
  closesAt: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp()))),
  confirmationText: optionalText(LONG_TEXT_MAX),
  notifyEmails: v.optional(v.pipe(v.array(emailSchema), v.maxLength(FORM_NOTIFY_EMAILS_MAX))),
  retentionMonths: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(RETENTION_MONTHS_MAX)),
  ),
  purpose: v.optional(v.nullable(v.picklist(FORM_PURPOSES))),
};

export const formCreateSchema = v.object(formEntries);
export const formUpdateSchema = v.object({
  ...formEntries,
  title: v.optional(title),
  organizationId: v.optional(formEntries.organizationId),
  accessPermission: v.optional(formEntries.accessPermission),
});
export type FormCreateInput = v.InferOutput<typeof formCreateSchema>;
export type FormUpdateInput = v.InferOutput<typeof formUpdateSchema>;

const option = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(QUESTION_OPTION_MAX));
const bound = v.optional(v.nullable(v.pipe(v.number(), v.finite())));

const questionEntries = {
  text: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(QUESTION_TEXT_MAX)),
  questionType: v.picklist(QUESTION_TYPES),
  required: v.optional(v.boolean()),
  longAnswer: v.optional(v.boolean()),
  options: v.optional(
    v.pipe(
      v.array(option),
      v.maxLength(QUESTION_OPTIONS_MAX),
      v.check((options) => new Set(options).size === options.length),
    ),
  ),
  minValue: bound,
  maxValue: bound,
  /** 1-based place among the form's questions; a new question goes last without one. */
  position: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
};

/** A multiple-choice question needs something to choose; bounds must not cross. */
export const questionCreateSchema = v.pipe(
  v.object(questionEntries),
  v.forward(
    v.partialCheck(
      [['questionType'], ['options']],
      (input) => input.questionType !== 'multiple_choice' || (input.options?.length ?? 0) >= 1,
    ),
    ['options'],
  ),
  v.forward(
    v.partialCheck(
      [['minValue'], ['maxValue']],
      (input) =>
        input.minValue == null || input.maxValue == null || input.minValue <= input.maxValue,
    ),
    ['maxValue'],
  ),
);
/** A change to a question; the API checks the same rules against what the question already holds. */
export const questionUpdateSchema = v.object({
  ...questionEntries,
  text: v.optional(questionEntries.text),
  questionType: v.optional(questionEntries.questionType),
});
export type QuestionCreateInput = v.InferOutput<typeof questionCreateSchema>;
export type QuestionUpdateInput = v.InferOutput<typeof questionUpdateSchema>;

/** Staff invite people to an invitation-only form by address: one, or a pasted list. */
export const invitationCreateSchema = v.object({
  emails: v.pipe(v.array(emailSchema), v.minLength(1), v.maxLength(INVITATION_EMAILS_MAX)),
  expiresInDays: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(INVITATION_DAYS_MAX)),
  ),
});
export type InvitationCreateInput = v.InferOutput<typeof invitationCreateSchema>;

/**
 * A visitor's answers to a form, keyed by question id (each checked against
 * its question with answersSchema); a filled `honeypot` marks a bot.
 */
export const formSubmissionCreateSchema = v.object({
  answers: v.optional(v.record(v.string(), v.unknown())),
  honeypot: v.optional(v.nullable(v.string())),
});

/**
 * Splits a pasted list of addresses (one per line, or separated by commas,
 * semicolons or spaces; `Name <address>` keeps the address) into addresses.
 */
export function splitEmailList(text: string): string[] {
  return text
    .split(/[\n,;\s]+/)
    .map((part) =>
      part
        .replace(/^.*<([^>]*)>.*$/, '$1')
        .replace(/^<|>$/g, '')
        .trim(),
    )
    .filter((part) => part.includes('@'));
}

/** What the answers schema needs to know of a question. */
export type AnswerableQuestion = {
  id: string;
  questionType: QuestionType;
  required: boolean;
  longAnswer: boolean;
  options: readonly string[];
  minValue: number | null;
  maxValue: number | null;
};

/**
 * Dutch numbers (`0612345678`, `020-1234567`, `+31 6 12345678`) and
 * international ones in E.164 form (`+44 20 7946 0958`), after spaces,
 * dashes, dots and brackets are left out.
 */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/[\s\-.()]/g, '');
  return (
    /^0[1-9]\d{8}$/.test(digits) ||
    /^\+[1-9]\d{7,14}$/.test(digits) ||
    /^00[1-9]\d{7,13}$/.test(digits)
  );
}

/** A `YYYY-MM-DD` that names a real day (the ISO pattern alone lets 30 February through). */
export function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An answer left empty: nothing, only spaces, or no option chosen. */
function isBlankAnswer(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

const numberAnswer = (question: AnswerableQuestion) => {
  const checks: v.PipeItem<number, number, v.BaseIssue<unknown>>[] = [];
  if (question.minValue !== null) checks.push(v.minValue(question.minValue));
  if (question.maxValue !== null) checks.push(v.maxValue(question.maxValue));
  // Browsers send what the field holds as text; a comma is the Dutch decimal mark.
  const fromText = v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^-?\d+([.,]\d+)?$/),
    v.transform((text) => Number(text.replace(',', '.'))),
  );
  return v.pipe(v.union([v.pipe(v.number(), v.finite()), fromText]), ...(checks as []));
};

/** The schema of a given answer: what a filled-in answer to the question must be. */
function filledAnswer(question: AnswerableQuestion): v.GenericSchema<unknown, unknown> {
  switch (question.questionType) {
    case 'text':
      return v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(question.longAnswer ? LONG_ANSWER_MAX : SHORT_ANSWER_MAX),
      );
    case 'email':
      return emailSchema;
    case 'url':
      return httpUrlSchema;
    case 'phone':
      return v.pipe(v.string(), v.trim(), v.maxLength(32), v.check(isPhoneNumber));
    case 'number':
      return numberAnswer(question);
    case 'date':
      return v.pipe(v.string(), v.trim(), v.isoDate(), v.check(isCalendarDate));
    case 'time':
      return v.pipe(v.string(), v.trim(), v.isoTime());
    case 'multiple_choice':
      return v.picklist(question.options as string[]);
    case 'checkbox':
      return question.options.length > 0
        ? v.pipe(
            v.array(v.picklist(question.options as string[])),
            v.transform((chosen) => question.options.filter((choice) => chosen.includes(choice))),
          )
        : question.required
          ? v.literal(true)
          : v.boolean();
    case 'info_section':
      return v.any();
  }
}

/**
 * The answers to a form as one schema, keyed by question id: the browser
 * validates with it on blur and the API with it on every submission (issue 16),
 * so both refuse alike. Empty answers count as not given, so a required one
 * is refused with an issue whose input is `undefined` (worded "… is
 * required") and an optional one is left out. Info sections take no answer;
 * answers to unknown questions are dropped.
 */
export function answersSchema(questions: readonly AnswerableQuestion[]) {
  const entries: Record<string, v.GenericSchema<unknown, unknown>> = {};
  for (const question of questions) {
    if (question.questionType === 'info_section') continue;
    const filled = filledAnswer(question);
    entries[question.id] = question.required ? filled : v.optional(filled);
  }
  return v.pipe(
    v.record(v.string(), v.unknown()),
    v.transform((answers) =>
      Object.fromEntries(
        Object.entries(answers).filter(([, value]) => !isBlankAnswer(value) && value !== false),
      ),
    ),
    v.object(entries),
  );
}
export type Answers = Record<string, unknown>;
