import { FacetCount } from '@platform/volunteer-pool';
import type { ReactNode } from 'react';

/** One choice of a {@link FacetCheckboxes}, with the number of profiles ticking it would give. */
export type FacetOption = { value: string; label: string; count: number };

/** Props of {@link FacetCheckboxes}. */
export type FacetCheckboxesProps = {
  legend: string;
  /** The form field each ticked box submits its value under. */
  name: string;
  options: readonly FacetOption[];
  chosen: readonly string[];
  /** Said instead of the boxes when the search could give none of them. */
  emptyText?: ReactNode;
};

export const CHECKBOX_CLASS_NAME =
  'size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/** The line and space above each group of filters in the pool's search form. */
export const FILTER_GROUP_CLASS_NAME = 'border-t border-black/10 pt-4 dark:border-white/15';

/** A titled group of filter controls in the pool's search form. */
function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={FILTER_GROUP_CLASS_NAME}>
      <legend className="float-left mb-2 w-full font-semibold">{legend}</legend>
      <div className="clear-left">{children}</div>
    </fieldset>
  );
}

/**
 * A filter as checkboxes (any of them may be ticked), each with its facet
 * count: how many profiles ticking it would give with the other filters.
 */
export function FacetCheckboxes({
  legend,
  name,
  options,
  chosen,
  emptyText,
}: FacetCheckboxesProps) {
  if (options.length === 0 && !emptyText) return null;
  return (
    <FilterGroup legend={legend}>
      {options.length === 0 ? (
        <p className="text-sm opacity-80">{emptyText}</p>
      ) : (
        <ul className="flex max-h-64 flex-col gap-1.5 overflow-y-auto">
          {options.map(({ value, label, count }) => (
            <li key={value}>
              <label className="flex cursor-pointer items-center gap-2.5 rounded-theme px-1 py-0.5 hover:bg-primary/5">
                <input
                  type="checkbox"
                  name={name}
                  value={value}
                  defaultChecked={chosen.includes(value)}
                  className={CHECKBOX_CLASS_NAME}
                />
                <span className="flex-1">{label}</span>
                <FacetCount count={count} />
              </label>
            </li>
          ))}
        </ul>
      )}
    </FilterGroup>
  );
}
