import { Trans, useLingui } from '@lingui/react/macro';
import {
  useSubmitPublicForm,
  type FormAvailability,
  type FormSubmission,
} from '@platform/api-client';
import { answersSchema } from '@platform/contracts';
import { formatDate } from '@platform/i18n';
import { applyApiFieldErrors, Button, Form, FormFailureAlert } from '@platform/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormContext, type UseFormReturn } from 'react-hook-form';
import * as v from 'valibot';
import { describeSendFailure, unavailableMessage, type SendFailure } from './availability';
import {
  askedQuestions,
  initialAnswers,
  type FillQuestion,
  type KnownDetails,
} from './fill-values';
import { QuestionField } from './question-field';

/** Props of {@link PublicFormFill}. */
export type PublicFormFillProps = {
  /** The token the answers are sent to (the form's link or an invitation's); not needed in a preview. */
  token?: string;
  title: string;
  /** Plain text under the title; line breaks are kept. */
  description?: string | null;
  /** Whether the form takes answers; any other state shows why not instead of the questions. */
  availability: FormAvailability;
  /** When the form stops taking answers (ISO 8601), shown under the description. */
  closesAt?: string | null;
  /** The questions; removed ones are left out and the rest asked by `position`. */
  questions: readonly FillQuestion[];
  /** Draws the form as visitors see it and validates it, but never sends (the portal's preview). */
  preview?: boolean;
  /** A signed-in visitor's details, filled into the first name, e-mail and phone question. */
  knownDetails?: KnownDetails;
  /** The title's heading level: 1 on the form's own page, 2 (default) or 3 inside a page. */
  headingLevel?: 1 | 2 | 3;
  /** Leaves out title, description and closing date, for pages that show them themselves. */
  isHeaderHidden?: boolean;
};

const HEADING_CLASSES = {
  1: 'font-heading text-3xl font-bold tracking-tight sm:text-4xl',
  2: 'font-heading text-2xl font-bold tracking-tight sm:text-3xl',
  3: 'font-heading text-xl font-semibold',
} as const;

/**
 * Fills in the visitor's details when they arrive after the form was drawn
 * (the server renders for an anonymous visitor; the account loads in the
 * browser), in fields the visitor has not touched.
 */
function KnownDetailsFill({
  questions,
  knownDetails,
}: {
  questions: readonly FillQuestion[];
  knownDetails: KnownDetails | undefined;
}) {
  const { getValues, getFieldState, setValue } = useFormContext<Values>();
  const { name, email, phone } = knownDetails ?? {};
  useEffect(() => {
    const known = initialAnswers(questions, { name, email, phone });
    const empty = initialAnswers(questions);
    for (const [id, value] of Object.entries(known)) {
      const field = `answers.${id}` as const;
      if (value === empty[id] || getFieldState(field).isDirty || getValues(field) !== empty[id])
        continue;
      setValue(field, value);
    }
  }, [questions, name, email, phone, getValues, getFieldState, setValue]);
  return null;
}

const NOTE =
  'rounded-theme border border-black/15 bg-black/5 p-4 dark:border-white/20 dark:bg-white/5';

type Values = { answers: Record<string, unknown> };

/**
 * A form of the form builder to fill in (issue 16): the public site's
 * `/forms/:token`, its contact form and workshops, the BuilderForm block and the
 * portal's preview. Answers validate on blur with the API's own schema
 * (`answersSchema`), a 422 marks the questions it refuses, and a sent form
 * gives way to its confirmation text, which takes the focus. A form that takes
 * no answers says why. A hidden `website` field, which people never see, is
 * sent as the honeypot.
 */
export function PublicFormFill({
  token,
  title,
  description,
  availability,
  closesAt,
  questions,
  preview = false,
  knownDetails,
  headingLevel = 2,
  isHeaderHidden = false,
}: PublicFormFillProps) {
  const { t, i18n } = useLingui();
  const asked = useMemo(() => askedQuestions(questions), [questions]);
  const schema = useMemo(() => v.object({ answers: answersSchema(asked) }), [asked]);
  const submit = useSubmitPublicForm();
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [sent, setSent] = useState<FormSubmission | null>(null);
  const [isPreviewChecked, setIsPreviewChecked] = useState(false);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const Heading = `h${headingLevel}` as const;
  const unavailable = unavailableMessage(availability);
  const closingDate = closesAt ? formatDate(closesAt, i18n.locale) : null;
  const hasRequired = asked.some(
    (question) => question.required && question.questionType !== 'info_section',
  );

  const handleSubmit = async (values: Values, form: UseFormReturn<Values>) => {
    setFailure(null);
    if (preview || !token) {
      setIsPreviewChecked(true);
      return;
    }
    try {
      setSent(
        await submit.mutateAsync({
          token,
          answers: values.answers,
          honeypot: honeypotRef.current?.value ?? '',
        }),
      );
    } catch (error) {
      // The API checks what the form checked; an answer it still refuses is marked on its question.
      const marked = applyApiFieldErrors(form, error, { shouldFocus: true }).filter(
        (issue) => issue.field !== undefined,
      );
      if (marked.length === 0) setFailure(describeSendFailure(error));
    }
  };

  const body = () => {
    if (unavailable) return <p className={`${NOTE} font-semibold`}>{i18n._(unavailable)}</p>;
    if (sent) {
      const confirmation = sent.confirmationText?.trim();
      return (
        <div
          ref={sentRef}
          tabIndex={-1}
          role="status"
          className="rounded-theme border border-green-700/30 bg-green-50 p-5 text-green-900 focus:outline-2 focus:outline-green-700 dark:bg-green-950 dark:text-green-100"
        >
          <p className="font-heading text-lg font-semibold">
            <Trans>Thank you!</Trans>
          </p>
          <p className="mt-2 leading-relaxed whitespace-pre-line">
            {confirmation || t`Your answers have been sent.`}
          </p>
        </div>
      );
    }
    return (
      <Form
        // A changed question list (the preview while building) starts a fresh form.
        key={asked.map((question) => question.id).join()}
        schema={schema}
        defaultValues={{ answers: initialAnswers(asked, knownDetails) }}
        onSubmit={handleSubmit}
        aria-label={title}
        className="flex flex-col gap-6"
      >
        <FormFailureAlert
          failure={failure}
          title={failure && i18n._(failure.title)}
          description={failure?.hint && i18n._(failure.hint)}
        />
        <KnownDetailsFill questions={asked} knownDetails={knownDetails} />
        {hasRequired && (
          <p className="text-sm">
            <Trans>
              Questions marked with <span className="text-red-700 dark:text-red-400">*</span> are
              required.
            </Trans>
          </p>
        )}
        {asked.map((question) => (
          <QuestionField key={question.id} question={question} />
        ))}
        {/* People never see or reach this field; bots that fill in every field do. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            <Trans>Leave this field empty</Trans>
            <input ref={honeypotRef} type="text" name="website" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        {isPreviewChecked && (
          <p role="status" className={NOTE}>
            <Trans>All answers are valid. In the preview they are not sent.</Trans>
          </p>
        )}
        <div>
          <Button
            type="submit"
            disabled={submit.isPending}
            aria-busy={submit.isPending || undefined}
          >
            <Trans>Send</Trans>
          </Button>
        </div>
      </Form>
    );
  };

  return (
    <div className="relative flex flex-col gap-4">
      {!isHeaderHidden && (
        <>
          <Heading className={HEADING_CLASSES[headingLevel]}>{title}</Heading>
          {description && <p className="leading-relaxed whitespace-pre-line">{description}</p>}
          {closingDate && availability === 'open' && (
            <p className="text-sm">
              <Trans>Open until {closingDate}</Trans>
            </p>
          )}
        </>
      )}
      {preview && (
        <p className={`${NOTE} text-sm font-semibold`}>
          <Trans>Preview: answers are not sent</Trans>
        </p>
      )}
      {body()}
    </div>
  );
}
