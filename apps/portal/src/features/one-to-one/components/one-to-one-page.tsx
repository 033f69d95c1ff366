import { Trans, useLingui } from '@lingui/react/macro';
import {
  getActiveOneToOneMatchesQueryOptions,
  getOneToOneMentorsQueryOptions,
  getOpenOneToOneRequestsQueryOptions,
  getVacancyCategoriesQueryOptions,
  useApiClient,
  useCurrentCenter,
  type OneToOneMatch,
  type OneToOneMentor,
  type OneToOneRequest,
} from '@platform/api-client';
import { DocumentTitle, formatDate } from '@platform/i18n';
import { Button, ListFrame, StatusBadge, type StatusTone } from '@platform/ui';
import { describeAvailability } from '@platform/volunteer-pool';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { EndMatchDialog } from './end-match-dialog';
import { RequestSuggestions } from './request-suggestions';

const CARD = 'rounded-theme border border-black/10 p-4 dark:border-white/15';

/**
 * `/een-op-een-hulp`: the centre's open requests beside its mentors, each
 * request's suggested mentors with why and "Match", and the active matches
 * with "End match". Only where peer-to-peer support is on.
 */
export function OneToOnePage() {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  return (
    <>
      <DocumentTitle page={t`One-to-one support`} appName={meta.appName} />
      <h1 className="font-heading text-3xl font-bold tracking-tight">
        <Trans>One-to-one support</Trans>
      </h1>
      {meta.features.peerToPeer ? (
        <OneToOneBoard />
      ) : (
        <p className="mt-4">
          <Trans>One-to-one support is switched off for this website.</Trans>
        </p>
      )}
    </>
  );
}

/** A minor's request stands out: mentors see less of it (docs/decisions.md). */
const MINOR_TONE: StatusTone = 'warning';

const fullName = (first: string, last: string | null) => [first, last].filter(Boolean).join(' ');

function RequestCard({
  request,
  isOpen,
  onToggle,
  categoryNames,
}: {
  request: OneToOneRequest;
  isOpen: boolean;
  onToggle: () => void;
  categoryNames: ReadonlyMap<string, string>;
}) {
  const { t, i18n } = useLingui();
  const when = describeAvailability(request.availability, i18n);
  const { place } = request;
  return (
    <li className={CARD}>
      <h3 className="font-semibold">{request.topic}</h3>
      <p className="text-sm">
        {fullName(request.studentFirstName, request.studentLastName)} · {request.studentEmail}
        {request.minor && (
          <>
            {' '}
            <StatusBadge tone={MINOR_TONE}>{t`Minor`}</StatusBadge>
          </>
        )}
      </p>
      {request.description && <p className="mt-1 whitespace-pre-line">{request.description}</p>}
      <p className="mt-1 text-sm">
        <Trans>When: {when}</Trans>
      </p>
      {place && (
        <p className="text-sm">
          <Trans>Place: {place}</Trans>
        </p>
      )}
      <Button
        size="sm"
        variant="secondary"
        className="mt-2"
        aria-expanded={isOpen}
        onClick={onToggle}
      >
        {isOpen ? <Trans>Hide suggestions</Trans> : <Trans>Show suggestions</Trans>}
      </Button>
      {isOpen && <RequestSuggestions request={request} categoryNames={categoryNames} />}
    </li>
  );
}

function MentorCard({
  mentor,
  categoryNames,
}: {
  mentor: OneToOneMentor;
  categoryNames: ReadonlyMap<string, string>;
}) {
  const { i18n } = useLingui();
  const when = describeAvailability(mentor.availability, i18n);
  const interests = mentor.categoryIds
    .map((id) => categoryNames.get(id) ?? '')
    .filter(Boolean)
    .join(', ');
  const { place, activeMatches } = mentor;
  return (
    <li className={CARD}>
      <h3 className="font-semibold">{fullName(mentor.firstName, mentor.lastName)}</h3>
      <p className="text-sm">{mentor.email}</p>
      {mentor.introduction && <p className="mt-1 whitespace-pre-line">{mentor.introduction}</p>}
      <p className="mt-1 text-sm">
        <Trans>When: {when}</Trans>
      </p>
      {place && (
        <p className="text-sm">
          <Trans>Place: {place}</Trans>
        </p>
      )}
      {interests && (
        <p className="text-sm">
          <Trans>Interests: {interests}</Trans>
        </p>
      )}
      <p className="text-sm">
        <Trans>Active matches: {activeMatches}</Trans>
      </p>
    </li>
  );
}

function MatchRow({ match, onEnd }: { match: OneToOneMatch; onEnd: () => void }) {
  const { i18n } = useLingui();
  const { studentFirstName: student, mentorFirstName: mentor } = match;
  const since = formatDate(match.createdAt, i18n.locale);
  return (
    <li className={`${CARD} flex flex-wrap items-center justify-between gap-3`}>
      <div>
        <h3 className="font-semibold">{match.topic}</h3>
        <p className="text-sm">
          <Trans>
            {student} with mentor {mentor}, since {since}
          </Trans>
        </p>
      </div>
      <Button size="sm" variant="secondary" onClick={onEnd}>
        <Trans>End match</Trans>
        <span className="sr-only"> {match.topic}</span>
      </Button>
    </li>
  );
}

function OneToOneBoard() {
  const client = useApiClient();
  const requests = useSuspenseQuery(getOpenOneToOneRequestsQueryOptions(client));
  const mentors = useSuspenseQuery(getOneToOneMentorsQueryOptions(client));
  const matches = useSuspenseQuery(getActiveOneToOneMatchesQueryOptions(client));
  const categories = useQuery(getVacancyCategoriesQueryOptions(client)).data;
  const categoryNames = useMemo(
    () => new Map((categories ?? []).map((category) => [category.id, category.name])),
    [categories],
  );
  const [openRequestId, setOpenRequestId] = useState<string | null>(null);
  const [ending, setEnding] = useState<OneToOneMatch | null>(null);

  return (
    <>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="open-requests">
          <h2 id="open-requests" className="font-heading text-xl font-semibold">
            <Trans>Open requests</Trans>
          </h2>
          <ListFrame
            query={requests}
            empty={{
              isEmpty: (data) => data.length === 0,
              title: <Trans>No open requests</Trans>,
              headingLevel: 3,
            }}
          >
            {(data) => (
              <ul className="mt-3 flex flex-col gap-3">
                {data.map((request) => (
                  <RequestCard
                    key={request.id}
                    request={request}
                    categoryNames={categoryNames}
                    isOpen={openRequestId === request.id}
                    onToggle={() =>
                      setOpenRequestId(openRequestId === request.id ? null : request.id)
                    }
                  />
                ))}
              </ul>
            )}
          </ListFrame>
        </section>
        <section aria-labelledby="mentors">
          <h2 id="mentors" className="font-heading text-xl font-semibold">
            <Trans>Mentors</Trans>
          </h2>
          <ListFrame
            query={mentors}
            empty={{
              isEmpty: (data) => data.length === 0,
              title: <Trans>No mentors yet</Trans>,
              message: (
                <Trans>
                  Give volunteers the mentor role; they offer one-to-one support in their volunteer
                  profile.
                </Trans>
              ),
              headingLevel: 3,
            }}
          >
            {(data) => (
              <ul className="mt-3 flex flex-col gap-3">
                {data.map((mentor) => (
                  <MentorCard key={mentor.id} mentor={mentor} categoryNames={categoryNames} />
                ))}
              </ul>
            )}
          </ListFrame>
        </section>
      </div>
      <section aria-labelledby="active-matches" className="mt-8">
        <h2 id="active-matches" className="font-heading text-xl font-semibold">
          <Trans>Active matches</Trans>
        </h2>
        <ListFrame
          query={matches}
          empty={{
            isEmpty: (data) => data.length === 0,
            title: <Trans>No active matches</Trans>,
            headingLevel: 3,
          }}
        >
          {(data) => (
            <ul className="mt-3 flex flex-col gap-3">
              {data.map((match) => (
                <MatchRow key={match.id} match={match} onEnd={() => setEnding(match)} />
              ))}
            </ul>
          )}
        </ListFrame>
      </section>
      <EndMatchDialog match={ending} onClose={() => setEnding(null)} />
    </>
  );
}
