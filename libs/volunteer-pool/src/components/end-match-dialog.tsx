import { useLingui } from '@lingui/react/macro';
import { useEndOneToOneMatch, type OneToOneMatch } from '@platform/api-client';
import { oneToOneMatchEndSchema } from '@platform/contracts';
import { describeError } from '@platform/i18n';
import {
  applyApiFieldErrors,
  Button,
  Dialog,
  Form,
  FormFailureAlert,
  SubmitButton,
  Textarea,
  useToast,
} from '@platform/ui';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';

type Values = { reason: string };

/** Who ends a match: the centre's staff, or one of its two sides. */
export type MatchEnder = 'staff' | 'mentor' | 'student';

/** Props of {@link EndMatchDialog}. */
export type EndMatchDialogProps = {
  /** The match to end; the dialog is open while it is set. */
  match: OneToOneMatch | null;
  /** Who ends it: the words say who is told and reads the reason. */
  ender: MatchEnder;
  /** Called on Cancel, Escape and once the match has ended. */
  onClose: () => void;
  /** Called after `onClose` once the match has ended and the lists know it, e.g. to move focus. */
  onEnded?: () => void;
};

/**
 * Ends a one-to-one match after asking why and saying what follows: the other
 * side (both, when staff end it) is told and reads the reason. The dialog is
 * the confirmation: nothing ends before its "End match" button.
 */
export function EndMatchDialog({ match, ender, onClose, onEnded }: EndMatchDialogProps) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const end = useEndOneToOneMatch();
  const [failure, setFailure] = useState<{ title: string; description: string | null } | null>(
    null,
  );
  const student = match?.studentFirstName ?? '';
  const mentor = match?.mentorFirstName ?? '';
  const topic = match?.topic ?? '';
  const other = ender === 'mentor' ? student : mentor;
  const party = {
    hint: t`${other} reads it in their message.`,
    told: t`${other} has been told.`,
  };
  const words = {
    staff: {
      description: t`${student} and ${mentor}: ${topic}`,
      hint: t`Both sides read it in their message.`,
      told: t`${student} and ${mentor} have been told.`,
    },
    mentor: {
      ...party,
      description: t`Your match with ${other} about ${topic} ends. ${other} is told and reads your reason. This cannot be undone.`,
    },
    student: {
      ...party,
      description: t`Your match with ${other} about ${topic} ends, and so does your request. ${other} is told and reads your reason. This cannot be undone; you can ask for a new buddy afterwards.`,
    },
  }[ender];

  const handleClose = () => {
    setFailure(null);
    onClose();
  };

  const handleSubmit = async (values: Values, form: UseFormReturn<Values, unknown, Values>) => {
    if (!match) return;
    setFailure(null);
    try {
      await end.mutateAsync({ id: match.id, reason: values.reason });
      toast({ color: 'success', title: t`Match ended`, message: words.told });
      handleClose();
      onEnded?.();
    } catch (error) {
      const issues = applyApiFieldErrors(form, error, { shouldFocus: true });
      setFailure({
        title: t`The match could not be ended`,
        description: issues.length > 0 ? null : i18n._(describeError(error).description),
      });
    }
  };

  return (
    <Dialog
      isOpen={match !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) handleClose();
      }}
      title={t`End match`}
      description={match ? words.description : undefined}
    >
      {match && (
        <Form
          schema={oneToOneMatchEndSchema}
          defaultValues={{ reason: '' }}
          onSubmit={handleSubmit}
          aria-label={t`End match`}
          className="flex flex-col gap-4"
        >
          <FormFailureAlert
            failure={failure}
            title={failure?.title}
            description={failure?.description}
          />
          <Textarea name="reason" label={t`Reason`} description={words.hint} isRequired rows={3} />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={handleClose}>
              {t`Cancel`}
            </Button>
            <SubmitButton isPending={end.isPending}>{t`End match`}</SubmitButton>
          </div>
        </Form>
      )}
    </Dialog>
  );
}
