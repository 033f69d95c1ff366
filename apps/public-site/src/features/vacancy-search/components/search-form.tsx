import { Trans, useLingui } from '@lingui/react/macro';
import { VACANCY_SEARCH_LIMITS } from '@platform/contracts';
import { buttonClassName } from '@platform/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { DISTANCE_CHOICES } from '../utils/search-url';

/** Props of {@link SearchForm}. */
export type SearchFormProps = {
  q: string | undefined;
  place: string | undefined;
  distance: number | undefined;
  /** Shown under the place field, e.g. when the API does not know the place. */
  placeError?: string;
  onSubmit: (values: { q: string | undefined; place: string | undefined; distance: number | undefined }) => void;
  /** A new radius; applied at once when a place is already searched. */
  onDistanceChange: (distance: number) => void;
};

const DEFAULT_DISTANCE = VACANCY_SEARCH_LIMITS.distanceKm.default;

const CONTROL_CLASS_NAME =
  'w-full rounded-theme border border-black/25 bg-background px-3 py-2.5 text-base text-text shadow-xs focus:border-primary focus:outline-2 focus:outline-offset-0 focus:outline-primary aria-invalid:border-red-700 dark:border-white/25';

/** Words, place and radius; submitted with Enter or the button. */
export function SearchForm({ q, place, distance, placeError, onSubmit, onDistanceChange }: SearchFormProps) {
  const { t } = useLingui();
  const [words, setWords] = useState(q ?? '');
  const [placeName, setPlaceName] = useState(place ?? '');
  const [radius, setRadius] = useState(distance ?? DEFAULT_DISTANCE);
  // Back and forward change the URL under the form: show what it says.
  useEffect(() => setWords(q ?? ''), [q]);
  useEffect(() => setPlaceName(place ?? ''), [place]);
  useEffect(() => setRadius(distance ?? DEFAULT_DISTANCE), [distance]);

  const radiusChoices: number[] = [...new Set<number>([...DISTANCE_CHOICES, radius])].sort((a, b) => a - b);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmedPlace = placeName.trim() || undefined;
    onSubmit({
      q: words.trim() || undefined,
      place: trimmedPlace,
      distance: trimmedPlace && radius !== DEFAULT_DISTANCE ? radius : undefined,
    });
  };

  return (
    <form
      role="search"
      aria-label={t`Search vacancies`}
      onSubmit={handleSubmit}
      className="mt-8 grid gap-4 rounded-theme bg-primary/5 p-4 sm:p-5 md:grid-cols-[2fr_1.3fr_8rem_auto] md:items-start"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor="search-words" className="text-sm font-semibold">
          <Trans>What would you like to do?</Trans>
        </label>
        <input
          id="search-words"
          type="search"
          value={words}
          maxLength={VACANCY_SEARCH_LIMITS.textLength}
          onChange={(event) => setWords(event.target.value)}
          placeholder={t`For example: sport, driver, language buddy`}
          className={CONTROL_CLASS_NAME}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="search-place" className="text-sm font-semibold">
          <Trans>Place</Trans>
        </label>
        <input
          id="search-place"
          type="text"
          value={placeName}
          maxLength={VACANCY_SEARCH_LIMITS.placeLength}
          autoComplete="address-level2"
          onChange={(event) => setPlaceName(event.target.value)}
          aria-invalid={placeError ? true : undefined}
          aria-describedby={placeError ? 'search-place-error' : undefined}
          className={CONTROL_CLASS_NAME}
        />
        {placeError && (
          <p id="search-place-error" role="alert" className="text-sm text-red-700 dark:text-red-400">
            {placeError}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="search-distance" className="text-sm font-semibold">
          <Trans>Distance</Trans>
        </label>
        <select
          id="search-distance"
          value={radius}
          onChange={(event) => {
            const next = Number(event.target.value);
            setRadius(next);
            onDistanceChange(next);
          }}
          className={CONTROL_CLASS_NAME}
        >
          {radiusChoices.map((choice) => (
            <option key={choice} value={choice}>
              {t`${choice} km`}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={`${buttonClassName({ variant: 'primary' })} md:mt-6.5`}>
        <Trans>Search</Trans>
      </button>
    </form>
  );
}
