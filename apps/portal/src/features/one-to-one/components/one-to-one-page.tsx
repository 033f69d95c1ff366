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
import {
  Button,
  ListFrame,
  StatusBadge,
  type StatusTone,
  type SuspenseListFrameQuery,
} from '@platform/ui';
import { describeAvailability, EndMatchDialog, type MatchEnder } from '@platform/volunteer-pool';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { fullName } from '../utils/full-name';
import { RequestSuggestions } from './request-suggestions';

const CARD = 'rounded-theme border border-black/10 p-4 dark:border-white/15';
/** The board's readers end matches as the centre's staff. */
const STAFF: MatchEnder = 'staff';

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

/**
 * A request or a mentor as the board shows them: a heading, who to reach,
 * their own words, when and where they can; `children` add the rest.
 */
function SupportCard({
  heading,
  contact,
  text,
  availability,
  place,
  children,
}: {
  heading: string;
  contact: ReactNode;
  text: string;
  availability: readonly string[];
  place: string | null;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const when = describeAvailability(availability, i18n);
  return (
    <li className={CARD}>
      <h3 className="font-semibold">{heading}</h3>
      <p className="text-sm">{contact}</p>
      {text && <p className="mt-1 whitespace-pre-line">{text}</p>}
      <p className="mt-1 text-sm">
        <Trans>When: {when}</Trans>
      </p>
      {place && (
        <p className="text-sm">
          <Trans>Place: {place}</Trans>
        </p>
      )}
      {children}
    </li>
  );
}

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
  const { t } = useLingui();
  return (
    <SupportCard
      heading={request.topic}
      contact={
        <>
          {fullName(request.studentFirstName, request.studentLastName)} · {request.studentEmail}
          {request.minor && (
            <>
              {' '}
              <StatusBadge tone={MINOR_TONE}>{t`Minor`}</StatusBadge>
            </>
          )}
        </>
      }
      text={request.description}
      availability={request.availability}
      place={request.place}
    >
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
    </SupportCard>
  );
}

function MentorCard({
  mentor,
  categoryNames,
}: {
  mentor: OneToOneMentor;
  categoryNames: ReadonlyMap<string, string>;
}) {
  const interests = mentor.categoryIds
    .map((id) => categoryNames.get(id) ?? '')
    .filter(Boolean)
    .join(', ');
  const { activeMatches } = mentor;
  return (
    <SupportCard
      heading={fullName(mentor.firstName, mentor.lastName)}
      contact={mentor.email}
      text={mentor.introduction}
      availability={mentor.availability}
      place={mentor.place}
    >
      {interests && (
        <p className="text-sm">
          <Trans>Interests: {interests}</Trans>
        </p>
      )}
      <p className="text-sm">
        <Trans>Active matches: {activeMatches}</Trans>
      </p>
    </SupportCard>
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

/** One list of the board: a section named by its heading, with its cards or its empty state. */
function BoardList<TItem>({
  title,
  query,
  empty,
  className,
  children,
}: {
  title: ReactNode;
  query: SuspenseListFrameQuery<TItem[]>;
  empty: { title: ReactNode; message?: ReactNode };
  className?: string;
  children: (item: TItem) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="font-heading text-xl font-semibold">
        {title}
      </h2>
      <ListFrame
        query={query}
        empty={{ ...empty, isEmpty: (data) => data.length === 0, headingLevel: 3 }}
      >
        {(data) => <ul className="mt-3 flex flex-col gap-3">{data.map(children)}</ul>}
      </ListFrame>
    </section>
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
        <BoardList
          title={<Trans>Open requests</Trans>}
          query={requests}
          empty={{ title: <Trans>No open requests</Trans> }}
        >
          {(request) => (
            <RequestCard
              key={request.id}
              request={request}
              categoryNames={categoryNames}
              isOpen={openRequestId === request.id}
              onToggle={() => setOpenRequestId(openRequestId === request.id ? null : request.id)}
            />
          )}
        </BoardList>
        <BoardList
          title={<Trans>Mentors</Trans>}
          query={mentors}
          empty={{
            title: <Trans>No mentors yet</Trans>,
            message: (
              <Trans>
                Give volunteers the mentor role; they offer one-to-one support in their volunteer
                profile.
              </Trans>
            ),
          }}
        >
          {(mentor) => <MentorCard key={mentor.id} mentor={mentor} categoryNames={categoryNames} />}
        </BoardList>
      </div>
      <BoardList
        title={<Trans>Active matches</Trans>}
        query={matches}
        empty={{ title: <Trans>No active matches</Trans> }}
        className="mt-8"
      >
        {(match) => <MatchRow key={match.id} match={match} onEnd={() => setEnding(match)} />}
      </BoardList>
      <EndMatchDialog match={ending} ender={STAFF} onClose={() => setEnding(null)} />
    </>
  );
}
