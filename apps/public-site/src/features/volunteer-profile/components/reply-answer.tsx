import { Trans, useLingui } from '@lingui/react/macro';
import { useAnswerProfileReply, type ProfileReply } from '@platform/api-client';
import { describeError } from '@platform/i18n';
import { Button, ConfirmDialog, FormFailureAlert } from '@platform/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

const LINK_CLASS_NAME =
  'font-semibold text-primary underline underline-offset-4 dark:text-primary-300';

type Answer = 'accepted' | 'declined';
const ACCEPT: Answer = 'accepted';
const DECLINE: Answer = 'declined';

/**
 * Accept or decline a reply, each after a confirmation that says what
 * follows; once accepted, the conversation (and the application, when the
 * reply named a vacancy) it started.
 */
export function ReplyAnswer({ reply }: { reply: ProfileReply }) {
  const { t, i18n } = useLingui();
  const answer = useAnswerProfileReply();
  const [asked, setAsked] = useState<Answer | null>(null);
  const organization = reply.organizationName;
  const failure = answer.error ? describeError(answer.error) : null;

  if (reply.status === 'accepted') {
    return (
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {reply.conversationId && (
          <Link
            to="/conversations/$id"
            params={{ id: reply.conversationId }}
            className={LINK_CLASS_NAME}
          >
            <Trans>Go to the conversation with {organization}</Trans>
          </Link>
        )}
        {reply.applicationId && (
          <Link to="/profiel/aanmeldingen" className={LINK_CLASS_NAME}>
            <Trans>See your application</Trans>
          </Link>
        )}
      </div>
    );
  }
  if (reply.status !== 'sent') return null;

  const confirm = () => {
    if (asked) answer.mutate({ id: reply.id, status: asked });
    setAsked(null);
  };
  return (
    <div className="flex flex-col gap-3">
      {failure && (
        <FormFailureAlert
          failure={answer.error}
          title={i18n._(failure.title)}
          description={i18n._(failure.description)}
        />
      )}
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => setAsked(ACCEPT)} disabled={answer.isPending}>
          <Trans>Accept</Trans>
        </Button>
        <Button variant="outline" onClick={() => setAsked(DECLINE)} disabled={answer.isPending}>
          <Trans>Decline</Trans>
        </Button>
      </div>
      <ConfirmDialog
        isOpen={asked !== null}
        title={
          asked === ACCEPT
            ? t`Accept the reply of ${organization}?`
            : t`Decline the reply of ${organization}?`
        }
        description={
          asked === ACCEPT
            ? reply.vacancyTitle
              ? t`A conversation with ${organization} starts, and you apply for the vacancy they named. They will then see your name and can write to you.`
              : t`A conversation with ${organization} starts. They will then see your name and can write to you.`
            : t`${organization} hears that you are not interested. Your profile stays in the pool.`
        }
        confirmLabel={asked === ACCEPT ? t`Accept` : t`Decline`}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
    </div>
  );
}
