import { Trans, useLingui } from '@lingui/react/macro';
import type { AgeGroup, PoolFacets, Vacancy, VacancyCategory } from '@platform/api-client';
import { PROFILE_LANGUAGES, POOL_SEARCH_LIMITS } from '@platform/contracts';
import { Button, buttonClassName, listItems } from '@platform/ui';
import { AvailabilityGrid, languageName } from '@platform/volunteer-pool';
import { Link } from '@tanstack/react-router';
import { useId, type FormEvent, type ReactNode } from 'react';
import { FILTER_CONTROL_CLASS_NAME } from '@portal/components/filter-form';
import {
  facetOptions,
  hasPoolFilters,
  POOL_DISTANCE_CHOICES,
  searchFromForm,
  type PoolSearchParams,
} from '../utils/pool-search';
import { CHECKBOX_CLASS_NAME, FacetCheckboxes, FILTER_GROUP_CLASS_NAME } from './facet-checkboxes';

/** What a ticked one-to-one box sends (searchFromForm reads it). */
const CHECKED_VALUE = 'true';

/** Most skill words offered as filters: the most common ones among the results. */
const SKILL_CHOICES = 15;

/** An interest or age group as a filter choice, named by its name. */
const byName = ({ id, name }: { id: string; name: string }) => ({ value: id, label: name });

/** Props of {@link PoolSearchForm}. */
export type PoolSearchFormProps = {
  search: PoolSearchParams;
  facets: PoolFacets;
  categories: readonly VacancyCategory[];
  ageGroups: readonly AgeGroup[];
  /** The vacancies the pool can be ranked against ("match with my vacancy"). */
  vacancies: readonly Pick<Vacancy, 'id' | 'title'>[];
  onSearch: (search: PoolSearchParams) => void;
};

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/**
 * The pool's search: words, a vacancy to rank by, place and radius,
 * one-to-one support, and the facets (interests, skills, languages, day
 * parts, age groups) with their counts. It searches on submit (a button or
 * Enter), so keyboard users move through the boxes without a reload per tick.
 */
export function PoolSearchForm({
  search,
  facets,
  categories,
  ageGroups,
  vacancies,
  onSearch,
}: PoolSearchFormProps) {
  const { t, i18n } = useLingui();
  const chosen = {
    category: listItems(search.category),
    skill: listItems(search.skill),
    language: listItems(search.language),
    availability: listItems(search.availability),
    age: listItems(search.age),
  };
  const skillWords = [
    ...new Set([
      ...chosen.skill,
      ...Object.entries(facets.skill)
        .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b, i18n.locale))
        .slice(0, SKILL_CHOICES)
        .map(([word]) => word),
    ]),
  ];

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(searchFromForm(new FormData(event.currentTarget)));
  };

  return (
    // Keyed by the URL's search, so the fields show the search again after back, forward or "clear".
    <form
      key={JSON.stringify(search)}
      role="search"
      aria-label={t`Search the pool`}
      onSubmit={handleSubmit}
      className="flex flex-col gap-4"
    >
      <Field label={t`Words`}>
        {(id) => (
          <input
            id={id}
            name="q"
            type="search"
            defaultValue={search.q ?? ''}
            maxLength={POOL_SEARCH_LIMITS.textLength}
            className={FILTER_CONTROL_CLASS_NAME}
          />
        )}
      </Field>
      {vacancies.length > 0 && (
        <Field label={t`Match with my vacancy`}>
          {(id) => (
            <select
              id={id}
              name="vacancy"
              defaultValue={search.vacancy ?? ''}
              className={FILTER_CONTROL_CLASS_NAME}
            >
              <option value="">{t`No vacancy`}</option>
              {vacancies.map((vacancy) => (
                <option key={vacancy.id} value={vacancy.id}>
                  {vacancy.title}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <div className="flex flex-wrap gap-3">
        <Field label={t`Place`}>
          {(id) => (
            <input
              id={id}
              name="place"
              defaultValue={search.place ?? ''}
              maxLength={POOL_SEARCH_LIMITS.placeLength}
              className={`${FILTER_CONTROL_CLASS_NAME} w-40`}
            />
          )}
        </Field>
        <Field label={t`Distance`}>
          {(id) => (
            <select
              id={id}
              name="distance"
              defaultValue={String(search.distance ?? POOL_SEARCH_LIMITS.distanceKm.default)}
              className={FILTER_CONTROL_CLASS_NAME}
            >
              {POOL_DISTANCE_CHOICES.map((km) => (
                <option key={km} value={km}>
                  {t`within ${km} km`}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <label className="flex cursor-pointer items-center gap-2.5">
        <input
          type="checkbox"
          name="oneToOne"
          value={CHECKED_VALUE}
          defaultChecked={search.oneToOne === true}
          className={CHECKBOX_CLASS_NAME}
        />
        <span>
          <Trans>Wants one-to-one support work</Trans>
        </span>
      </label>
      <div className="flex flex-wrap gap-3">
        <Button type="submit">
          <Trans>Search</Trans>
        </Button>
        {hasPoolFilters(search) && (
          <Link
            to="/vrijwilligerspool"
            className={`${buttonClassName({ variant: 'tertiary' })} dark:text-primary-300`}
          >
            <Trans>Clear filters</Trans>
          </Link>
        )}
      </div>
      <FacetCheckboxes
        legend={t`Interests`}
        name="category"
        chosen={chosen.category}
        options={facetOptions(categories.map(byName), facets.categoryId, chosen.category)}
      />
      <FacetCheckboxes
        legend={t`Skills`}
        name="skill"
        chosen={chosen.skill}
        options={skillWords.map((word) => ({
          value: word,
          label: word,
          count: facets.skill[word] ?? 0,
        }))}
      />
      <FacetCheckboxes
        legend={t`Languages`}
        name="language"
        chosen={chosen.language}
        options={facetOptions(
          PROFILE_LANGUAGES.map((code) => ({ value: code, label: languageName(code, i18n) })),
          facets.language,
          chosen.language,
        )}
      />
      <div className={FILTER_GROUP_CLASS_NAME}>
        <AvailabilityGrid
          legend={t`Available`}
          name="availability"
          defaultValue={chosen.availability}
          counts={facets.availability}
        />
      </div>
      <FacetCheckboxes
        legend={t`Age group`}
        name="age"
        chosen={chosen.age}
        options={facetOptions(ageGroups.map(byName), facets.ageGroupId, chosen.age)}
      />
      <div>
        <Button type="submit">
          <Trans>Search</Trans>
        </Button>
      </div>
    </form>
  );
}
