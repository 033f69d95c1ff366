import { Trans, useLingui } from '@lingui/react/macro';
import {
  getActiveOneToOneMatchesQueryOptions,
  getCurrentUserQueryOptions,
  getOpenOneToOneRequestsQueryOptions,
  useApiClient,
  useCloseOneToOneRequest,
  type OneToOneRequest,
} from '@platform/api-client';
import { useSession } from '@platform/auth';
import { Button, useFailureToast } from '@platform/ui';
import { describeAvailability } from '@platform/volunteer-pool';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isMentor, isStudent } from '../utils/buddy-roles';
import { BuddyRequestForm } from './buddy-request-form';

const PANEL = 'mt-6 rounded-theme border border-black/10 p-4 dark:border-white/15';
const LINK = 'font-semibold underline underline-offset-2';

/**
 * The signed-in part of `/een-op-een-hulp`: a student's buddy (their active
 * match and its conversation), their open request, or the form to ask; a
 * mentor's note on how offering works.
 */
export function BuddyPanel() {
  const { isSignedIn } = useSession();
  return isSignedIn ? <SignedInBuddyPanel /> : null;
}

function SignedInBuddyPanel() {
  const user = useQuery(getCurrentUserQueryOptions(useApiClient())).data;
  return (
    <>
      {isStudent(user?.roles) && <StudentBuddy />}
      {isMentor(user?.roles) && <MentorNote />}
    </>
  );
}

function StudentBuddy() {
  const client = useApiClient();
  const requests = useQuery(getOpenOneToOneRequestsQueryOptions(client));
  const matches = useQuery(getActiveOneToOneMatchesQueryOptions(client));
  if (!requests.data || !matches.data) return null;
  const [request] = requests.data;
  return (
    <>
      {matches.data.map((match) => {
        const { mentorFirstName: mentor, topic } = match;
        return (
          <section key={match.id} aria-label={topic} className={PANEL}>
            <h2 className="font-heading text-xl font-semibold">
              <Trans>Your buddy: {mentor}</Trans>
            </h2>
            <p className="mt-1">
              <Trans>For: {topic}</Trans>
            </p>
            {match.conversationId && (
              <p className="mt-2">
                <Link
                  to="/conversations/$id"
                  params={{ id: match.conversationId }}
                  className={LINK}
                >
                  <Trans>Write to {mentor}</Trans>
                </Link>
              </p>
            )}
          </section>
        );
      })}
      {request ? (
        <OpenRequest request={request} />
      ) : (
        matches.data.length === 0 && <BuddyRequestForm />
      )}
    </>
  );
}

function OpenRequest({ request }: { request: OneToOneRequest }) {
  const { t, i18n } = useLingui();
  const showFailure = useFailureToast();
  const close = useCloseOneToOneRequest();
  const when = describeAvailability(request.availability, i18n);
  const { topic } = request;
  const handleWithdraw = async () => {
    try {
      await close.mutateAsync(request.id);
    } catch (error) {
      showFailure(t`The request could not be withdrawn`, error);
    }
  };
  return (
    <section aria-labelledby="open-buddy-request" className={PANEL}>
      <h2 id="open-buddy-request" className="font-heading text-xl font-semibold">
        <Trans>Your request: {topic}</Trans>
      </h2>
      <p className="mt-1">
        <Trans>
          The volunteer centre is looking for a mentor who can on {when}. You hear from us once
          there is a match.
        </Trans>
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-2"
        onClick={() => void handleWithdraw()}
        disabled={close.isPending}
      >
        <Trans>Withdraw request</Trans>
      </Button>
    </section>
  );
}

function MentorNote() {
  return (
    <section aria-labelledby="mentor-note" className={PANEL}>
      <h2 id="mentor-note" className="font-heading text-xl font-semibold">
        <Trans>Offering one-to-one support</Trans>
      </h2>
      <p className="mt-1">
        <Trans>
          As a mentor you offer one-to-one support through your volunteer profile: tick that you
          would like to give one-to-one support and say when and where you can. The volunteer centre
          matches you with someone who asks for a buddy; you both get a message and a conversation.
        </Trans>
      </p>
      <p className="mt-2">
        <a href="/profile-edit/vrijwilligersprofiel" className={LINK}>
          <Trans>To your volunteer profile</Trans>
        </a>
      </p>
    </section>
  );
}
