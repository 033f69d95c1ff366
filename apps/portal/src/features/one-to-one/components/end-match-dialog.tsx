import { useLingui } from '@lingui/react/macro';
import { useEndOneToOneMatch, type OneToOneMatch } from '@platform/api-client';
import { oneToOneMatchEndSchema } from '@platform/contracts';
import { describeError } from '@platform/i18n';
import {
  applyApiFieldErrors,
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

/** Ends a match after asking why; both sides read the reason. */
export function EndMatchDialog({
  match,
  onClose,
}: {
  match: OneToOneMatch | null;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const end = useEndOneToOneMatch();
  const [failure, setFailure] = useState<{ title: string; description: string | null } | null>(
    null,
  );
  const student = match?.studentFirstName ?? '';
  const mentor = match?.mentorFirstName ?? '';
  const topic = match?.topic ?? '';

  const handleSubmit = async (values: Values, form: UseFormReturn<Values, unknown, Values>) => {
    if (!match) return;
    setFailure(null);
    try {
      await end.mutateAsync({ id: match.id, reason: values.reason });
      toast({
        color: 'success',
        title: t`Match ended`,
        message: t`${student} and ${mentor} have been told.`,
      });
      onClose();
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
        if (!isOpen) {
          setFailure(null);
          onClose();
        }
      }}
      title={t`End match`}
      description={match ? t`${student} and ${mentor}: ${topic}` : undefined}
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
          <Textarea
            name="reason"
            label={t`Reason`}
            description={t`Both sides read it in their message.`}
            isRequired
            rows={3}
          />
          <div className="flex justify-end">
            <SubmitButton>{t`End match`}</SubmitButton>
          </div>
        </Form>
      )}
    </Dialog>
  );
}
