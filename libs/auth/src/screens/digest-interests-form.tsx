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
import { DIGEST_DISTANCES_KM, VACANCY_TYPES, type VacancyType } from '@platform/contracts';
import { VACANCY_TYPE_NAMES } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { SaveOutcome } from '../components/save-outcome';
import { SubmitButton } from '../components/submit-button';
import { TextField } from '../components/text-field';

/** Where the API points when it does not know the place. */
const PLACE_POINTER = '/data/attributes/place';

const SELECT_CLASS_NAME =
  'rounded-theme border border-black/25 bg-background px-3 py-2.5 text-base text-text focus:border-primary focus:outline-2 focus:outline-primary dark:border-white/25';

/**
 * What the periodic mail is about: categories and types (none ticked: all),
 * and a place with a distance (no place: everywhere).
 */
export function DigestInterestsForm() {
  const apiClient = useApiClient();
  const preferences = useQuery(getDigestPreferencesQueryOptions(apiClient));
  const categories = useQuery(getVacancyCategoriesQueryOptions(apiClient));
  if (preferences.isPending || categories.isPending) {
    return (
      <p aria-busy="true">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (preferences.isError || categories.isError) {
    return (
      <p role="alert">
        <Trans>Your choices for the summary could not be loaded.</Trans>
      </p>
    );
  }
  return <InterestsForm initial={preferences.data} categories={categories.data} />;
}

const toggled = <T,>(list: T[], item: T) =>
  list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

function InterestsForm({
  initial,
  categories,
}: {
  initial: DigestPreferences;
  categories: VacancyCategory[];
}) {
  const { t, i18n } = useLingui();
  const update = useUpdateDigestPreferences();
  const [categoryIds, setCategoryIds] = useState(initial.categoryIds);
  const [vacancyTypes, setVacancyTypes] = useState<VacancyType[]>(initial.vacancyTypes);
  const [place, setPlace] = useState(initial.place ?? '');
  const [distanceKm, setDistanceKm] = useState(initial.distanceKm ?? DIGEST_DISTANCES_KM[1]);
  const isPlaceRefused =
    isApiError(update.error) &&
    update.error.errors.some((error) => error.source?.pointer === PLACE_POINTER);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = place.trim();
    update.mutate({
      categoryIds,
      vacancyTypes,
      place: trimmed || null,
      distanceKm: trimmed ? distanceKm : null,
    });
  };

  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={handleSubmit}>
      <SaveOutcome error={isPlaceRefused ? null : update.error} isSuccess={update.isSuccess} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">
          <Trans>Categories (none ticked: all)</Trans>
        </legend>
        {categories.map((category) => (
          <label key={category.id} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={categoryIds.includes(category.id)}
              onChange={() => setCategoryIds(toggled(categoryIds, category.id))}
            />
            <span>{category.name}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">
          <Trans>Kinds of work (none ticked: all)</Trans>
        </legend>
        {VACANCY_TYPES.map((type) => (
          <label key={type} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={vacancyTypes.includes(type)}
              onChange={() => setVacancyTypes(toggled(vacancyTypes, type))}
            />
            <span>{i18n._(VACANCY_TYPE_NAMES[type])}</span>
          </label>
        ))}
      </fieldset>
      <TextField
        id="digest-place"
        label={t`Place (empty: everywhere)`}
        value={place}
        autoComplete="address-level2"
        onChange={(event) => setPlace(event.target.value)}
        error={
          isPlaceRefused
            ? t`We do not know this place. Check the spelling or choose a place nearby.`
            : undefined
        }
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="digest-distance" className="text-sm font-semibold">
          <Trans>Distance from that place</Trans>
        </label>
        <select
          id="digest-distance"
          value={distanceKm}
          disabled={!place.trim()}
          onChange={(event) => setDistanceKm(Number(event.target.value))}
          className={SELECT_CLASS_NAME}
        >
          {DIGEST_DISTANCES_KM.map((km) => (
            <option key={km} value={km}>
              {t`${km} km`}
            </option>
          ))}
        </select>
      </div>
      <SubmitButton isPending={update.isPending}>
        <Trans>Save choices</Trans>
      </SubmitButton>
    </form>
  );
}
