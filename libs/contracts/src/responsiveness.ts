import * as v from 'valibot';
import { pure } from './pure';

/**
 * Responsiveness (issue 29): no application left unanswered. docs/api.md,
 * "Responsiveness"; the definitions are in docs/decisions.md.
 */

/** Days an application waits unanswered before its organisation is reminded. */
export const ORGANIZATION_REMINDER_DAYS = 7;
/** Days an application waits unanswered before the centre's staff are told and list it. */
export const CENTER_ALERT_DAYS = 14;
/** The answered applications of an organisation its "usually responds within" figure is the median of. */
export const RESPONSE_TIME_SAMPLE = 20;
/** Fewer answered applications than this: no figure is shown. */
export const RESPONSE_TIME_MINIMUM = 5;

/** The questions asked after an acceptance: 14 days on, both sides; 90 days on, the volunteer. */
export const MATCH_CHECK_QUESTIONS = ['working_out', 'still_volunteering'] as const;
export type MatchCheckQuestion = (typeof MATCH_CHECK_QUESTIONS)[number];
/** Who a question goes to. */
export const MATCH_CHECK_SIDES = ['volunteer', 'organization'] as const;
export type MatchCheckSide = (typeof MATCH_CHECK_SIDES)[number];

/** Longest one-click token the API reads (they are 43 characters). */
export const MATCH_CHECK_TOKEN_MAX = 100;

/** The one-click answer (`POST /match_check_answers`): the mail's token and yes or no. */
export const matchCheckAnswerSchema = /* @__PURE__ */ pure(() =>
  v.object({
    token: v.pipe(v.string(), v.minLength(1), v.maxLength(MATCH_CHECK_TOKEN_MAX)),
    answer: v.boolean(),
  }),
);
export type MatchCheckAnswerInput = v.InferOutput<typeof matchCheckAnswerSchema>;
