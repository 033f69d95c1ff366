import { Trans, useLingui } from '@lingui/react/macro';
import {
  profileReplyRefusal,
  useCreateProfileReply,
  type PoolProfile,
  type Vacancy,
} from '@platform/api-client';
import { PROFILE_REPLY_LIMITS } from '@platform/contracts';
import { describeError, formatDate } from '@platform/i18n';
import { Button, Dialog, Form, FormFailureAlert, Select, Textarea, useToast } from '@platform/ui';
import { replyFormSchema, type ReplyFormInput } from '../utils/reply-form';

/** Props of {@link ReplyDialog}. */
export type ReplyDialogProps = {
  /** The profile replied to; null keeps the dialog closed. */
  profile: PoolProfile | null;
  /** The organisation the reply goes out for (the one the user acts for); none: the dialog says to choose one. */
  organizationId: string | null;
  /** The organisation's vacancies the reply may point at. */
  vacancies: readonly Pick<Vacancy, 'id' | 'title'>[];
  /** The vacancy the pool was ranked by, chosen at first. */
  vacancyId: string | undefined;
  onClose: () => void;
};

/**
 * "We would like you for …": an organisation's reply to a profile, with an
 * optional vacancy. The API's refusals are worded here (a second reply within
 * the month says from when it may reply again). A profile the organisation
 * may not reply to yet does not open it: its card says from when.
 */
export function ReplyDialog({
  profile,
  organizationId,
  vacancies,
  vacancyId,
  onClose,
}: ReplyDialogProps) {
  const { t } = useLingui();
  const firstName = profile?.firstName ?? '';
  return (
    <Dialog
      isOpen={profile !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      size="md"
      title={<Trans>Reply to {firstName}</Trans>}
      description={
        <Trans>
          {firstName} reads your message with your organisation's name and can accept it, which
          starts a conversation with you.
        </Trans>
      }
    >
      {profile && (
        <ReplyForm
          key={profile.id}
          profile={profile}
          organizationId={organizationId}
          vacancies={vacancies}
          vacancyId={vacancyId}
          onClose={onClose}
          defaultBody={t`Hello ${firstName}, we would like you for `}
        />
      )}
    </Dialog>
  );
}

type ReplyFormProps = Omit<ReplyDialogProps, 'profile'> & {
  profile: PoolProfile;
  defaultBody: string;
};

function ReplyForm({
  profile,
  organizationId,
  vacancies,
  vacancyId,
  onClose,
  defaultBody,
}: ReplyFormProps) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const send = useCreateProfileReply({ showsErrorInline: true });
  const firstName = profile.firstName;
  const bodyMax = PROFILE_REPLY_LIMITS.bodyMax;
  const refusal = profileReplyRefusal(send.error);
  const refusedUntil =
    refusal?.kind === 'too_soon' && refusal.allowedFrom
      ? formatDate(refusal.allowedFrom, i18n.locale)
      : null;
  const stopReason = refusal?.kind === 'stopped' ? refusal.reason : null;

  const failureText = (() => {
    if (!send.error) return undefined;
    switch (refusal?.kind) {
      case 'too_soon':
        return refusedUntil
          ? t`Your organisation already replied to ${firstName} this month. You can reply again from ${refusedUntil}.`
          : t`Your organisation already replied to ${firstName} this month.`;
      case 'daily_limit':
        return t`Your organisation has sent the most replies allowed for today. Try again tomorrow.`;
      case 'stopped':
        return stopReason
          ? t`The centre has stopped your organisation's replies to the pool: ${stopReason}`
          : t`The centre has stopped your organisation's replies to the pool. Contact the centre if you have questions.`;
      default:
        return i18n._(describeError(send.error).description);
    }
  })();

  if (!organizationId) {
    return (
      <>
        <p>
          <Trans>Choose the organisation you reply for at the top of the page first.</Trans>
        </p>
        <div className="mt-5 flex justify-end">
          <Button variant="outline" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </div>
      </>
    );
  }

  const handleSubmit = (values: { body: string; vacancyId: string | null }) =>
    send.mutate(
      {
        volunteerProfileId: profile.id,
        organizationId,
        body: values.body,
        vacancyId: values.vacancyId,
      },
      {
        onSuccess: () => {
          toast({
            color: 'success',
            title: t`Reply sent`,
            message: t`${firstName} gets a notification and an e-mail.`,
          });
          onClose();
        },
      },
    );

  const defaults: ReplyFormInput = {
    body: defaultBody,
    vacancyId:
      vacancyId && vacancies.some((vacancy) => vacancy.id === vacancyId) ? vacancyId : null,
  };

  return (
    <Form
      schema={replyFormSchema}
      defaultValues={defaults}
      onSubmit={handleSubmit}
      serverError={send.error}
      className="flex flex-col gap-4"
    >
      <FormFailureAlert
        failure={send.error}
        title={t`The reply was not sent`}
        description={failureText}
      />
      <Textarea
        name="body"
        label={t`Your message`}
        description={t`What you would like ${firstName} for, in at most ${bodyMax} characters.`}
        isRequired
        rows={6}
        maxLength={bodyMax}
      />
      {vacancies.length > 0 && (
        <Select
          name="vacancyId"
          label={t`Vacancy (optional)`}
          description={t`When ${firstName} accepts, an application to it is made.`}
          placeholder={t`No vacancy`}
          isNullable
          options={vacancies.map((vacancy) => ({ value: vacancy.id, label: vacancy.title }))}
        />
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={send.isPending}>
          <Trans>Send reply</Trans>
        </Button>
      </div>
    </Form>
  );
}
