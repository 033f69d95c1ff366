import { Trans, useLingui } from '@lingui/react/macro';
import {
  getOneToOneSuggestionsQueryOptions,
  useApiClient,
  useCreateOneToOneMatch,
  type OneToOneMentor,
  type OneToOneRequest,
} from '@platform/api-client';
import { Button, ConfirmDialog, ListFrame, useFailureToast, useToast } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describeMatchReasons, type MatchReader } from '@platform/volunteer-pool';
import { fullName } from '../utils/full-name';

/** Suggestions give no age-group reasons (a mentor's age group is not matched). */
const NO_NAMES: ReadonlyMap<string, string> = new Map();
/** Staff read reasons as organisations do ("available Monday evening"). */
const STAFF_READER: MatchReader = 'organization';

/** The mentors who suit a request best, with why, each with "Match" (asked to confirm). */
export function RequestSuggestions({
  request,
  categoryNames,
}: {
  request: OneToOneRequest;
  categoryNames: ReadonlyMap<string, string>;
}) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const showFailure = useFailureToast();
  const suggestions = useQuery(getOneToOneSuggestionsQueryOptions(useApiClient(), request.id));
  const match = useCreateOneToOneMatch();
  const [chosen, setChosen] = useState<OneToOneMentor | null>(null);
  const { topic, studentFirstName: student } = request;
  const chosenName = chosen?.firstName ?? '';

  const handleConfirm = async () => {
    if (!chosen) return;
    const mentor = chosen;
    const mentorName = mentor.firstName;
    setChosen(null);
    try {
      await match.mutateAsync({ requestId: request.id, mentorId: mentor.id });
      toast({
        color: 'success',
        title: t`Matched`,
        message: t`${student} and ${mentorName} have been told and can talk in a conversation.`,
      });
    } catch (error) {
      showFailure(t`The match could not be made`, error);
    }
  };

  return (
    <>
      <ListFrame
        query={suggestions}
        label={t`Suggested mentors for ${topic}`}
        loading={<Trans>Looking for mentors…</Trans>}
        failed={{ title: <Trans>The suggestions could not be loaded</Trans> }}
        empty={{
          isEmpty: (data) => data.length === 0,
          title: <Trans>No mentors yet</Trans>,
          message: (
            <Trans>
              No one of this centre has the mentor role and a profile that offers one-to-one
              support.
            </Trans>
          ),
          headingLevel: 3,
        }}
      >
        {(mentors) => (
          <ol className="mt-2 flex flex-col gap-2">
            {mentors.map((mentor) => {
              const score = mentor.match?.score ?? 0;
              return (
                <li
                  key={mentor.id}
                  className="flex flex-wrap items-start justify-between gap-2 rounded-theme border border-black/10 p-3 dark:border-white/15"
                >
                  <div>
                    <p className="font-semibold">
                      {fullName(mentor.firstName, mentor.lastName)}{' '}
                      <span className="font-normal">
                        <Trans>(score {score})</Trans>
                      </span>
                    </p>
                    <ul className="text-sm">
                      {describeMatchReasons(
                        mentor.match?.reasons ?? [],
                        STAFF_READER,
                        { categoryNames, ageGroupNames: NO_NAMES },
                        i18n,
                      ).map((text) => (
                        <li key={text}>{text}</li>
                      ))}
                    </ul>
                  </div>
                  <Button size="sm" onClick={() => setChosen(mentor)} disabled={match.isPending}>
                    <Trans>Match</Trans>
                    <span className="sr-only"> {mentor.firstName}</span>
                  </Button>
                </li>
              );
            })}
          </ol>
        )}
      </ListFrame>
      <ConfirmDialog
        isOpen={chosen !== null}
        title={t`Match ${student} with ${chosenName}?`}
        description={t`Both are told by e-mail and in the app, and get a conversation with each other.`}
        confirmLabel={t`Match`}
        onConfirm={() => void handleConfirm()}
        onCancel={() => setChosen(null)}
      />
    </>
  );
}
