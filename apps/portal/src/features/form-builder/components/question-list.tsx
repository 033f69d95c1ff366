import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  useQuestionMutations,
  type ManagedForm,
  type ManagedFormQuestion,
  type QuestionAttributes,
} from '@platform/api-client';
import { QUESTION_TYPES, type QuestionType } from '@platform/contracts';
import { Button, ConfirmDialog, useToast } from '@platform/ui';
import { useId, useRef, useState, type ReactNode } from 'react';
import { SortableList } from '@portal/components/sortable-list';
import { FILTER_CONTROL_CLASS_NAME } from '@portal/components/filter-form';
import { QUESTION_TYPE_LABELS } from '../utils/labels';
import { duplicateAttributes, hasOptions } from '../utils/question-form';
import { moveInOrder } from '../utils/question-order';
import { QuestionDialog, type QuestionDialogProps } from './question-dialog';

const FIRST_TYPE: QuestionType = QUESTION_TYPES[0];

/** A question's type and what it asks of people, under its text. */
function QuestionSummary({ question }: { question: ManagedFormQuestion }) {
  const { i18n } = useLingui();
  const type = i18n._(QUESTION_TYPE_LABELS[question.questionType]);
  const optionCount = question.options.length;
  return (
    <p className="text-sm opacity-80">
      {type}
      {question.required && (
        <>
          {' · '}
          <Trans>required</Trans>
        </>
      )}
      {question.longAnswer && (
        <>
          {' · '}
          <Trans>long answer</Trans>
        </>
      )}
      {hasOptions(question.questionType) && optionCount > 0 && (
        <>
          {' · '}
          <Plural value={optionCount} one="# option" other="# options" />
        </>
      )}
    </p>
  );
}

/**
 * The builder's questions in order: each is added, changed, copied, removed
 * and moved (dragged, or with "Move up" and "Move down") through the API at
 * once, as menu items are. Removed questions that people answered stay
 * listed below, kept for their answers.
 */
export function QuestionList({ form }: { form: ManagedForm }) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const { create, update, remove } = useQuestionMutations(form.id);
  const allQuestions = form.questions ?? [];
  const questions = allQuestions.filter((question) => !question.deleted);
  const deleted = allQuestions.filter((question) => question.deleted);
  const [pendingOrder, setPendingOrder] = useState<string[] | null>(null);
  const [editing, setEditing] = useState<QuestionDialogProps['editing']>(null);
  const [removing, setRemoving] = useState<ManagedFormQuestion | null>(null);
  const [newType, setNewType] = useState<QuestionType>(FIRST_TYPE);
  const [announcement, setAnnouncement] = useState('');
  // The questions' headings, to keep the focus on a question moved by its buttons.
  const headings = useRef(new Map<string, HTMLHeadingElement>());
  const typeSelectId = useId();

  const shown = pendingOrder
    ? pendingOrder
        .map((id) => questions.find((question) => question.id === id))
        .filter((question): question is ManagedFormQuestion => question !== undefined)
    : questions;

  const isBusy = update.isPending || pendingOrder !== null;

  const failed = (title: string) =>
    toast({ color: 'danger', title, message: t`Try again, or reload the page.` });

  /** Moves a question; `keepsFocus` (the buttons) puts the focus on its heading at its new place, as the page editor does. */
  const move = async (from: number, to: number, keepsFocus = false) => {
    const question = shown[from];
    if (!question || to < 0 || to >= shown.length) return;
    const text = question.text;
    const place = to + 1;
    setPendingOrder(
      moveInOrder(
        shown.map((item) => item.id),
        from,
        to,
      ),
    );
    // The list is drawn in its new order first; the moved card has lost the focus.
    if (keepsFocus) requestAnimationFrame(() => headings.current.get(question.id)?.focus());
    try {
      await update.mutateAsync({ id: question.id, attributes: { position: place } });
      setAnnouncement(t`${text} moved to place ${place}.`);
    } catch {
      failed(t`The question could not be moved`);
    } finally {
      setPendingOrder(null);
    }
  };

  const save = async (attributes: QuestionAttributes) => {
    const text = attributes.text ?? '';
    if (editing && 'question' in editing) {
      await update.mutateAsync({ id: editing.question.id, attributes });
      toast({ color: 'success', title: t`Question saved`, message: text });
    } else {
      await create.mutateAsync(attributes);
      toast({ color: 'success', title: t`Question added`, message: text });
    }
    setEditing(null);
  };

  const duplicate = (question: ManagedFormQuestion) => {
    const text = question.text;
    create.mutate(duplicateAttributes(question), {
      onSuccess: () => toast({ color: 'success', title: t`Question copied`, message: text }),
      onError: () => failed(t`The question could not be copied`),
    });
  };

  const handleRemove = () => {
    if (!removing) return;
    const text = removing.text;
    remove.mutate(removing.id, {
      onSuccess: () => toast({ color: 'success', title: t`Question removed`, message: text }),
      onError: () => failed(t`The question could not be removed`),
    });
    setRemoving(null);
  };

  const renderItem = (question: ManagedFormQuestion, index: number, dragHandle: ReactNode) => {
    const text = question.text;
    const place = index + 1;
    return (
      <div className="flex flex-wrap items-start justify-between gap-3 rounded-theme border border-black/15 p-3 dark:border-white/20">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3
            ref={(element) => {
              if (element) headings.current.set(question.id, element);
              else headings.current.delete(question.id);
            }}
            tabIndex={-1}
            className="font-semibold break-words focus-visible:outline-2 focus-visible:outline-primary"
          >
            <Trans>
              {place}. {text}
            </Trans>
          </h3>
          <QuestionSummary question={question} />
        </div>
        <div className="flex flex-wrap gap-2">
          {dragHandle}
          <Button
            variant="light"
            size="sm"
            disabled={index === 0 || isBusy}
            onClick={() => void move(index, index - 1, true)}
          >
            <Trans>Move up</Trans>
            <span className="sr-only"> {text}</span>
          </Button>
          <Button
            variant="light"
            size="sm"
            disabled={index === shown.length - 1 || isBusy}
            onClick={() => void move(index, index + 1, true)}
          >
            <Trans>Move down</Trans>
            <span className="sr-only"> {text}</span>
          </Button>
          <Button variant="light" size="sm" onClick={() => setEditing({ question })}>
            <Trans>Edit</Trans>
            <span className="sr-only"> {text}</span>
          </Button>
          <Button
            variant="light"
            size="sm"
            disabled={create.isPending}
            onClick={() => duplicate(question)}
          >
            <Trans>Duplicate</Trans>
            <span className="sr-only"> {text}</span>
          </Button>
          <Button variant="light" size="sm" onClick={() => setRemoving(question)}>
            <Trans>Remove</Trans>
            <span className="sr-only"> {text}</span>
          </Button>
        </div>
      </div>
    );
  };

  const removingText = removing?.text ?? '';
  const deletedCount = deleted.length;
  return (
    <section aria-labelledby="form-questions" className="flex flex-col gap-4">
      <h2 id="form-questions" className="font-heading text-2xl font-bold">
        <Trans>Questions</Trans>
      </h2>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div>
        {shown.length === 0 ? (
          <p>
            <Trans>This form has no questions yet. Add the first one below.</Trans>
          </p>
        ) : (
          <SortableList
            items={shown}
            idOf={(question) => question.id}
            labelOf={(question, index) => `${index + 1}. ${question.text}`}
            onMove={(from, to) => void move(from, to)}
            className="flex flex-col gap-2"
            aria-label={t`Questions`}
            renderItem={renderItem}
          />
        )}
      </div>
      <div className="flex flex-wrap items-end gap-3 rounded-theme bg-black/5 p-4 dark:bg-white/5">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={typeSelectId} className="text-sm font-semibold">
            <Trans>Type of the new question</Trans>
          </label>
          <select
            id={typeSelectId}
            value={newType}
            onChange={(event) => setNewType(event.target.value as QuestionType)}
            className={FILTER_CONTROL_CLASS_NAME}
          >
            {QUESTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {i18n._(QUESTION_TYPE_LABELS[type])}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={() => setEditing({ questionType: newType })}>
          <Trans>Add question</Trans>
        </Button>
      </div>
      {deleted.length > 0 && (
        <details className="rounded-theme border border-black/10 p-4 dark:border-white/15">
          <summary className="cursor-pointer font-semibold">
            <Trans>Removed questions kept for their answers ({deletedCount})</Trans>
          </summary>
          <ul className="mt-3 flex list-disc flex-col gap-1 pl-5">
            {deleted.map((question) => (
              <li key={question.id}>{question.text}</li>
            ))}
          </ul>
        </details>
      )}
      <QuestionDialog editing={editing} onClose={() => setEditing(null)} onSubmit={save} />
      <ConfirmDialog
        isOpen={removing !== null}
        title={t`Remove “${removingText}”?`}
        description={
          <Trans>
            The question leaves the form. If people have answered it, it is kept with their answers,
            marked as a deleted question, so those answers stay readable.
          </Trans>
        }
        confirmLabel={t`Remove question`}
        onConfirm={handleRemove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
