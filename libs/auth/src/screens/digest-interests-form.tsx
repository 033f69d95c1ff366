import { Trans, useLingui } from '@lingui/react/macro';
import {
  getDigestPreferencesQueryOptions,
  getVacancyCategoriesQueryOptions,
  isApiError,
  useApiClient,
  useUpdateDigestPreferences,
  type DigestPreferences,
  type VacancyCategory,
} from '@platform/api-client';
import { DIGEST_DISTANCES_KM, VACANCY_TYPES } from '@platform/contracts';
import {
  CheckboxGroup,
  Form,
  ListFrame,
  Select,
  SubmitButton,
  TextField,
  VACANCY_TYPE_NAMES,
  type ListFrameQuery,
} from '@platform/ui';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { SaveOutcome } from '../components/save-outcome';

/** Where the API points when it does not know the place. */
const PLACE_POINTER = '/data/attributes/place';

const interestsSchema = v.object({
  categoryIds: v.array(v.string()),
  vacancyTypes: v.array(v.picklist(VACANCY_TYPES)),
  place: v.string(),
  distanceKm: v.number(),
});

/**
 * What the periodic mail is about: categories and types (none ticked: all),
 * and a place with a distance (no place: everywhere).
 */
export function DigestInterestsForm() {
  const apiClient = useApiClient();
  const choices = useQueries({
    queries: [getDigestPreferencesQueryOptions(apiClient), getVacancyCategoriesQueryOptions(apiClient)],
    combine: (results) => bothLoaded(...results),
  });
  return (
    <ListFrame
      query={choices}
      loading={<Trans>Loading…</Trans>}
      failed={{ title: <Trans>Your choices for the summary could not be loaded.</Trans> }}
    >
      {({ preferences, categories }) => <InterestsForm initial={preferences} categories={categories} />}
    </ListFrame>
  );
}

/** The form's two queries as one for the list frame: failed when either failed, "Try again" asks again what failed. */
function bothLoaded(
  preferences: UseQueryResult<DigestPreferences>,
  categories: UseQueryResult<VacancyCategory[]>,
): ListFrameQuery<{ preferences: DigestPreferences; categories: VacancyCategory[] }> {
  const queries = [preferences, categories];
  const failed = queries.filter((query) => query.isError);
  // Failed if either failed, else loading while either loads, else loaded.
  const telling = failed[0] ?? queries.find((query) => query.isPending) ?? preferences;
  return {
    status: telling.status,
    data:
      preferences.data && categories.data
        ? { preferences: preferences.data, categories: categories.data }
        : undefined,
    isFetching: queries.some((query) => query.isFetching),
    refetch: () => Promise.all(failed.map((query) => query.refetch())),
  };
}

/** The distance means something only around a place: without one it cannot be chosen. */
function DistanceSelect() {
  const { t } = useLingui();
  const place = useWatch<v.InferInput<typeof interestsSchema>, 'place'>({ name: 'place' });
  return (
    <Select
      name="distanceKm"
      label={t`Distance from that place`}
      isNumeric
      disabled={!place.trim()}
      options={DIGEST_DISTANCES_KM.map((km) => ({ value: String(km), label: t`${km} km` }))}
    />
  );
}

function InterestsForm({
  initial,
  categories,
}: {
  initial: DigestPreferences;
  categories: VacancyCategory[];
}) {
  const { t, i18n } = useLingui();
  const update = useUpdateDigestPreferences();
  const isPlaceRefused =
    isApiError(update.error) &&
    update.error.errors.some((error) => error.source?.pointer === PLACE_POINTER);

  return (
    <Form
      schema={interestsSchema}
      defaultValues={{
        categoryIds: initial.categoryIds,
        vacancyTypes: initial.vacancyTypes,
        place: initial.place ?? '',
        distanceKm: initial.distanceKm ?? DIGEST_DISTANCES_KM[1],
      }}
      className="flex flex-col gap-5"
      serverError={update.error}
      onSubmit={({ categoryIds, vacancyTypes, place, distanceKm }) => {
        const trimmed = place.trim();
        update.mutate({
          categoryIds,
          vacancyTypes,
          place: trimmed || null,
          distanceKm: trimmed ? distanceKm : null,
        });
      }}
    >
      <SaveOutcome error={isPlaceRefused ? null : update.error} isSuccess={update.isSuccess} />
      <CheckboxGroup
        name="categoryIds"
        legend={t`Categories (none ticked: all)`}
        options={categories.map((category) => ({ value: category.id, label: category.name }))}
      />
      <CheckboxGroup
        name="vacancyTypes"
        legend={t`Kinds of work (none ticked: all)`}
        options={VACANCY_TYPES.map((type) => ({ value: type, label: i18n._(VACANCY_TYPE_NAMES[type]) }))}
      />
      <TextField
        name="place"
        label={t`Place (empty: everywhere)`}
        autoComplete="address-level2"
        errorText={t`We do not know this place. Check the spelling or choose a place nearby.`}
      />
      <DistanceSelect />
      <SubmitButton isPending={update.isPending}>
        <Trans>Save choices</Trans>
      </SubmitButton>
    </Form>
  );
}
