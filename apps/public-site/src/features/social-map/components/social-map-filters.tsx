import { Trans, useLingui } from '@lingui/react/macro';
import type { ActivityType, NonProfitType } from '@platform/api-client';
import { buttonClassName } from '@platform/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { MAX_SEARCH_LENGTH, type SocialMapSearch } from '../utils/social-map-search';

/** Props of {@link SocialMapFilters}. */
export type SocialMapFiltersProps = {
  search: SocialMapSearch;
  nonProfitTypes: readonly NonProfitType[];
  activityTypes: readonly ActivityType[];
  /** Applies changed filters; `undefined` clears one. */
  onChange: (changes: Pick<SocialMapSearch, 'q' | 'type' | 'activity'>) => void;
};

const CONTROL_CLASS_NAME =
  'w-full rounded-theme border border-black/25 bg-background px-3 py-2.5 text-base text-text shadow-xs focus:border-primary focus:outline-2 focus:outline-offset-0 focus:outline-primary dark:border-white/25';

/**
 * The map's filters: a name, submitted with Enter or the button (one request
 * per search, not one per keystroke), and the kind of organisation and
 * activity, applied as soon as they are chosen, like the vacancy bank's.
 */
export function SocialMapFilters({ search, nonProfitTypes, activityTypes, onChange }: SocialMapFiltersProps) {
  const { t } = useLingui();
  const [words, setWords] = useState(search.q ?? '');
  // Back and forward change the URL under the form: show what it says.
  useEffect(() => setWords(search.q ?? ''), [search.q]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ q: words.trim() || undefined, type: search.type, activity: search.activity });
  };

  return (
    <form
      role="search"
      aria-label={t`Search organisations`}
      onSubmit={handleSubmit}
      className="mt-8 grid gap-4 rounded-theme bg-primary/5 p-4 sm:p-5 md:grid-cols-[2fr_1.5fr_1.5fr_auto] md:items-end"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor="social-map-words" className="text-sm font-semibold">
          <Trans>Name of the organisation</Trans>
        </label>
        <input
          id="social-map-words"
          type="search"
          value={words}
          maxLength={MAX_SEARCH_LENGTH}
          onChange={(event) => setWords(event.target.value)}
          className={CONTROL_CLASS_NAME}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="social-map-type" className="text-sm font-semibold">
          <Trans>Sector</Trans>
        </label>
        <select
          id="social-map-type"
          value={search.type ?? ''}
          onChange={(event) => onChange({ q: search.q, type: event.target.value || undefined, activity: search.activity })}
          className={CONTROL_CLASS_NAME}
        >
          <option value="">{t`All sectors`}</option>
          {nonProfitTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="social-map-activity" className="text-sm font-semibold">
          <Trans>Activity</Trans>
        </label>
        <select
          id="social-map-activity"
          value={search.activity ?? ''}
          onChange={(event) => onChange({ q: search.q, type: search.type, activity: event.target.value || undefined })}
          className={CONTROL_CLASS_NAME}
        >
          <option value="">{t`All activities`}</option>
          {activityTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClassName({ variant: 'primary' })}>
        <Trans>Search</Trans>
      </button>
    </form>
  );
}
