import type { AnswerableQuestion } from '@platform/contracts';

/** A question as the fill-in form needs it: what the answers schema reads, and its text. */
export type FillQuestion = AnswerableQuestion & {
  text: string;
  /** 1-based place among the form's questions; questions without one keep their order. */
  position?: number;
  /** A question the builder removed (kept for its answers) is never asked. */
  deleted?: boolean;
};

/** What the site knows of a signed-in visitor, to fill in for them. */
export type KnownDetails = { name?: string | null; email?: string | null; phone?: string | null };

/** The form field of a question's answer. */
export const answerField = (questionId: string) => `answers.${questionId}`;

/** The questions to ask, in order: removed ones left out. */
export function askedQuestions(questions: readonly FillQuestion[]): FillQuestion[] {
  return questions
    .filter((question) => !question.deleted)
    .map((question, index) => ({ question, index }))
    .sort((a, b) => (a.question.position ?? a.index) - (b.question.position ?? b.index))
    .map(({ question }) => question);
}

// "Naam", "Je naam", "Full name", but not "Namens welke organisatie…" or "Voornaam".
const NAME_QUESTION = /\b(naam|name)\b/i;

/** The empty answer of each question, as its field holds it before anything is filled in. */
function emptyAnswer(question: FillQuestion): unknown {
  if (question.questionType === 'checkbox') return question.options.length > 0 ? [] : false;
  return '';
}

/**
 * The starting answers: empty, except that a signed-in visitor's name, e-mail
 * address and phone number fill the first name, e-mail and phone question.
 */
export function initialAnswers(
  questions: readonly FillQuestion[],
  known: KnownDetails = {},
): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  const fill = (question: FillQuestion | undefined, value: string | null | undefined) => {
    if (question && value) answers[question.id] = value;
  };
  for (const question of questions) {
    if (question.questionType !== 'info_section') answers[question.id] = emptyAnswer(question);
  }
  fill(
    questions.find((question) => question.questionType === 'email'),
    known.email,
  );
  fill(
    questions.find((question) => question.questionType === 'phone'),
    known.phone,
  );
  fill(
    questions.find(
      (question) =>
        question.questionType === 'text' &&
        !question.longAnswer &&
        NAME_QUESTION.test(question.text),
    ),
    known.name,
  );
  return answers;
}
