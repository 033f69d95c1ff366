import { useLingui } from '@lingui/react/macro';
import { type ManagedFormQuestion, type QuestionAttributes } from '@platform/api-client';
import { QUESTION_TYPES, type QuestionType } from '@platform/contracts';
import { describeError } from '@platform/i18n';
import {
  applyApiFieldErrors,
  Button,
  Checkbox,
  Dialog,
  Form,
  FormFailureAlert,
  Select,
  Textarea,
  TextField,
} from '@platform/ui';
import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { QUESTION_TYPE_LABELS } from '../utils/labels';
import {
  hasOptions,
  questionFieldOf,
  questionFormSchema,
  toQuestionAttributes,
  toQuestionFormValues,
  type QuestionFormValues,
} from '../utils/question-form';

/** Props of {@link QuestionDialog}. */
export type QuestionDialogProps = {
  /** What the dialog edits: a question, or a new one of a type; null when closed. */
  editing: { question: ManagedFormQuestion } | { questionType: QuestionType } | null;
  onClose: () => void;
  /** Saves; a refusal is thrown back and shown beside the fields. */
  onSubmit: (attributes: QuestionAttributes) => Promise<unknown>;
};

/** The fields a question's type uses; the others are left out. */
function TypeFields() {
  const { t } = useLingui();
  const type = useWatch<QuestionFormValues, 'questionType'>({ name: 'questionType' });
  return (
    <>
      <Textarea
        name="text"
        label={type === 'info_section' ? t`Text` : t`Question`}
        description={
          type === 'info_section'
            ? t`Text between the questions, e.g. an explanation or a heading; it takes no answer.`
            : undefined
        }
        isRequired
        rows={2}
      />
      {type !== 'info_section' && <Checkbox name="required" label={t`An answer is required`} />}
      {type === 'text' && (
        <Checkbox
          name="longAnswer"
          label={t`Long answer`}
          description={t`A field of several lines, for a story or a letter.`}
        />
      )}
      {hasOptions(type) && (
        <Textarea
          name="options"
          label={t`Options`}
          isRequired={type === 'multiple_choice'}
          description={
            type === 'checkbox'
              ? t`One per line; people tick as many as apply. Without options it is a single box to tick, e.g. to agree.`
              : t`One per line; people choose one.`
          }
          rows={5}
        />
      )}
      {type === 'number' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="minValue"
            inputMode="decimal"
            label={t`Lowest number`}
            description={t`Empty for no limit.`}
          />
          <TextField
            name="maxValue"
            inputMode="decimal"
            label={t`Highest number`}
            description={t`Empty for no limit.`}
          />
        </div>
      )}
    </>
  );
}

/** Adds or changes a question in a dialog: its type, text, whether it is required and what its type needs. */
export function QuestionDialog({ editing, onClose, onSubmit }: QuestionDialogProps) {
  const { t, i18n } = useLingui();
  const [failure, setFailure] = useState<{ title: string; description: string | null } | null>(
    null,
  );
  const question = editing && 'question' in editing ? editing.question : undefined;
  const initialType = editing && 'questionType' in editing ? editing.questionType : undefined;

  const handleSubmit = async (
    values: QuestionFormValues,
    form: UseFormReturn<QuestionFormValues, unknown, QuestionFormValues>,
  ) => {
    setFailure(null);
    try {
      await onSubmit(toQuestionAttributes(values));
    } catch (error) {
      const issues = applyApiFieldErrors(form, error, {
        fieldOf: questionFieldOf,
        shouldFocus: true,
      });
      setFailure({
        title: t`The question could not be saved`,
        description:
          issues.length > 0
            ? null
            : i18n._(describeError(error).description),
      });
    }
  };

  const handleOpenChange = (isOpen: boolean) => {
    if (!isOpen) {
      setFailure(null);
      onClose();
    }
  };

  return (
    <Dialog
      isOpen={editing !== null}
      onOpenChange={handleOpenChange}
      title={question ? t`Edit question` : t`Add a question`}
      size="lg"
    >
      {editing && (
        <Form
          key={question?.id ?? initialType}
          schema={questionFormSchema}
          defaultValues={toQuestionFormValues(question, initialType)}
          onSubmit={handleSubmit}
          aria-label={question ? t`Edit question` : t`Add a question`}
          className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto p-1"
        >
          <FormFailureAlert
            failure={failure}
            title={failure?.title}
            description={failure?.description}
          />
          <Select
            name="questionType"
            label={t`Type`}
            options={QUESTION_TYPES.map((type) => ({
              value: type,
              label: i18n._(QUESTION_TYPE_LABELS[type]),
            }))}
          />
          <TypeFields />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={() => handleOpenChange(false)}>
              {t`Cancel`}
            </Button>
            <Button type="submit">{question ? t`Save question` : t`Add question`}</Button>
          </div>
        </Form>
      )}
    </Dialog>
  );
}
