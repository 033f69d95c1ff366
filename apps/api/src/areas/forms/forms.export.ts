import { stringify } from 'csv-stringify/sync';
import type { Locale } from '@platform/contracts';
import { translate } from '../../platform/i18n/messages';
import type { QuestionRow } from './forms.questions.repository';
import type { FormRow } from './forms.repository';
import type { SubmissionRow } from './forms.submissions.repository';

// A spreadsheet program runs a cell that starts with one of these as a
// formula (OWASP "CSV injection"); a leading apostrophe makes it text.
const FORMULA_START = /^[=+\-@\t\r]/;

// `2026-11-25 14:03` on the centres' clock: sortable and read alike in both languages.
const LOCAL_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Amsterdam',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** A cell as text that no spreadsheet program runs as a formula. */
export function inertCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function cellOf(value: unknown, locale: Locale): string | number {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return translate(locale, value ? 'export.yes' : 'export.no');
  if (Array.isArray(value)) return inertCell(value.map(String).join('; '));
  return inertCell(String(value));
}

/**
 * The submissions of a form as CSV in the user's language: one row per
 * submission, one column per question ever asked (deleted questions' answers
 * included, marked in the heading), info sections left out. Dutch uses `;`
 * between cells, as Dutch spreadsheet settings expect, English `,`; a byte
 * order mark tells spreadsheet programs it is UTF-8.
 */
export function submissionsCsv(
  { questions, submissions }: { questions: QuestionRow[]; submissions: SubmissionRow[] },
  locale: Locale,
): string {
  const columns = questions.filter((question) => question.questionType !== 'info_section');
  const heading = [
    translate(locale, 'export.submitted_at'),
    ...columns.map((question) =>
      inertCell(
        question.deletedAt
          ? translate(locale, 'export.deleted_question', { question: question.text })
          : question.text,
      ),
    ),
  ];
  const rows = submissions.map((submission) => [
    LOCAL_TIME.format(submission.createdAt),
    ...columns.map((question) => cellOf(submission.answers[question.id], locale)),
  ]);
  return `\uFEFF${stringify([heading, ...rows], { delimiter: locale === 'nl' ? ';' : ',', record_delimiter: 'windows' })}`;
}

/** The download's file name: the form's title made safe, what it holds and the day, e.g. `intake-antwoorden-2026-11-25.csv`. */
export function submissionsFileName(form: FormRow, locale: Locale, now = new Date()): string {
  const title = form.title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${title || 'form'}-${translate(locale, 'export.submissions_file')}-${now.toISOString().slice(0, 10)}.csv`;
}
