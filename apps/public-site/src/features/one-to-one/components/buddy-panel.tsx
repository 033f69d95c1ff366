import { Trans, useLingui } from '@lingui/react/macro';
import {
  getActiveOneToOneMatchesQueryOptions,
  getCurrentUserQueryOptions,
  getOpenOneToOneRequestsQueryOptions,
  useApiClient,
  useCloseOneToOneRequest,
  type OneToOneMatch,
  type OneToOneRequest,
} from '@platform/api-client';
import { useSession } from '@platform/auth';
import { Button, useFailureToast } from '@platform/ui';
import { describeAvailability, EndMatchDialog, type MatchEnder } from '@platform/volunteer-pool';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { isMentor, isStudent } from '../utils/buddy-roles';
import { BUDDY_REQUEST_HEADING, BuddyRequestForm } from './buddy-request-form';

const PANEL = 'mt-6 rounded-theme border border-black/10 p-4 dark:border-white/15';
const LINK = 'font-semibold underline underline-offset-2';

/**
 * The signed-in part of `/een-op-een-hulp`: the active matches of a student
 * or mentor (their buddy, the conversation, and ending the match with a
 * reason), a student's open request or the form to ask, and a mentor's note
 * on how offering works.
 */
export function BuddyPanel() {
  const { isSignedIn } = useSession();
  return isSignedIn ? <SignedInBuddyPanel /> : null;
}

function SignedInBuddyPanel() {
  const user = useQuery(getCurrentUserQueryOptions(useApiClient())).data;
  if (!user) return null;
  const student = isStudent(user.roles);
  const mentor = isMentor(user.roles);
  return (
    <>
      {(student || mentor) && <ActiveMatches userId={user.id} />}
      {student && <StudentRequest />}
      {mentor && <MentorNote />}
    </>
  );
}

/** The side of a match the signed-in user is on. */
type Side = Exclude<MatchEnder, 'staff'>;
const STUDENT: Side = 'student';
const MENTOR: Side = 'mentor';
const MENTOR_NOTE_HEADING = 'mentor-note';

/** Where focus goes once a match has ended and its button is gone: what that side reads next. */
const AFTER_ENDING: Record<Side, string> = {
  student: BUDDY_REQUEST_HEADING,
  mentor: MENTOR_NOTE_HEADING,
};

/** The user's active matches, on whichever side they are; either side may end one. */
function ActiveMatches({ userId }: { userId: string }) {
  const matches = useQuery(getActiveOneToOneMatchesQueryOptions(useApiClient())).data ?? [];
  const [ending, setEnding] = useState<OneToOneMatch | null>(null);
  const [endedAs, setEndedAs] = useState<Side | null>(null);
  const sideOf = (match: OneToOneMatch): Side => (match.mentorId === userId ? MENTOR : STUDENT);
  // After the dialog has gone (focus cannot leave it while it is open), and once
  // the heading is there: it comes with the next answers of both the matches and
  // the requests, in whichever order they arrive (looked for a frame at a time, 5 s at most).
  useEffect(() => {
    if (!endedAs) return;
    const until = Date.now() + 5_000;
    let frame = 0;
    const focusWhenThere = () => {
      const heading = document.getElementById(AFTER_ENDING[endedAs]);
      if (heading) heading.focus();
      if (heading || Date.now() > until) setEndedAs(null);
      else frame = requestAnimationFrame(focusWhenThere);
    };
    focusWhenThere();
    return () => cancelAnimationFrame(frame);
  }, [endedAs]);
  return (
    <>
      {matches.map((match) => {
        const { topic } = match;
        const buddy = sideOf(match) === 'mentor' ? match.studentFirstName : match.mentorFirstName;
        return (
          <section key={match.id} aria-label={topic} className={PANEL}>
            <h2 className="font-heading text-xl font-semibold">
              <Trans>Your buddy: {buddy}</Trans>
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
                  <Trans>Write to {buddy}</Trans>
                </Link>
              </p>
            )}
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => setEnding(match)}>
              <Trans>End match</Trans>
            </Button>
          </section>
        );
      })}
      <EndMatchDialog
        match={ending}
        ender={ending ? sideOf(ending) : STUDENT}
        onClose={() => setEnding(null)}
        onEnded={() => setEndedAs(ending && sideOf(ending))}
      />
    </>
  );
}

/** A student's open request, or the form to ask when they have neither a request nor a buddy. */
function StudentRequest() {
  const client = useApiClient();
  const requests = useQuery(getOpenOneToOneRequestsQueryOptions(client));
  const matches = useQuery(getActiveOneToOneMatchesQueryOptions(client));
  if (!requests.data || !matches.data) return null;
  const [request] = requests.data;
  if (request) return <OpenRequest request={request} />;
  return matches.data.length === 0 ? <BuddyRequestForm /> : null;
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
    <section aria-labelledby={MENTOR_NOTE_HEADING} className={PANEL}>
      <h2 id={MENTOR_NOTE_HEADING} tabIndex={-1} className="font-heading text-xl font-semibold">
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
