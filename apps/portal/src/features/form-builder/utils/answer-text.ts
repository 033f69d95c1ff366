import type { ManagedFormQuestion } from '@platform/api-client';

/** How an answer reads in the portal: choices joined, a tick as yes or no, nothing as ''. */
export function answerText(
  question: Pick<ManagedFormQuestion, 'questionType'> | undefined,
  value: unknown,
  words: { yes: string; no: string },
): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (question?.questionType === 'checkbox' && value === 'true') return words.yes;
  return String(value);
}
