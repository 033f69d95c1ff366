import { Trans } from '@lingui/react/macro';
import { Button, buttonClassName } from '@platform/ui';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useId, type FormEvent, type ReactNode } from 'react';

/** The look of a filter's input or select. */
export const FILTER_CONTROL_CLASS_NAME =
  'rounded-theme border border-black/25 bg-background px-3 py-2.5 text-base text-text focus:border-primary focus:outline-2 focus:outline-primary dark:border-white/25';

/** The named fields of a {@link FilterForm} that are not blank, trimmed. */
export type FilterValues<TName extends string> = Partial<Record<TName, string>>;

/** Props of {@link FilterForm}. */
export type FilterFormProps<TName extends string> = {
  /** The form's accessible name, e.g. "Filter vacancies". */
  label: string;
  /** The URL's search; the form is keyed by it. */
  search: object;
  /** Called on submit with the fields' values by their `name`. */
  onFilter: (values: FilterValues<TName>) => void;
  /** Whether the URL holds filters; then a link to `clearPath` clears them. */
  hasFilters: boolean;
  /** The list's path without filters. */
  clearPath: NonNullable<LinkProps['to']>;
  /** What of the URL's search is not a filter and stays on "Clear filters" (the data viewer's record type). */
  clearSearch?: Record<string, string>;
  /** The {@link FilterField}s, each control with a `name`. */
  children: ReactNode;
};

/**
 * A list page's filters above the list: the fields, "Filter" and, when
 * filters are set, "Clear filters". The filters live in the URL, so the page
 * navigates in `onFilter`.
 */
export function FilterForm<TName extends string>({
  label,
  search,
  onFilter,
  hasFilters,
  clearPath,
  clearSearch,
  children,
}: FilterFormProps<TName>) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim()) values[name] = value.trim();
    }
    onFilter(values as FilterValues<TName>);
  };
  return (
    // Keyed by the URL's search, so its fields show the filters again after back, forward or "clear".
    <form
      key={JSON.stringify(search)}
      role="search"
      aria-label={label}
      onSubmit={handleSubmit}
      className="mb-6 flex flex-wrap items-end gap-4"
    >
      {children}
      <Button type="submit">
        <Trans>Filter</Trans>
      </Button>
      {hasFilters && (
        <Link
          to={clearPath}
          search={clearSearch}
          className={`${buttonClassName({ variant: 'tertiary' })} dark:text-primary-300`}
        >
          <Trans>Clear filters</Trans>
        </Link>
      )}
    </form>
  );
}

/** One labelled filter; `children` renders the control with the label's `id`. */
export function FilterField({
  label,
  children,
}: {
  label: string;
  children: (id: string) => ReactNode;
}) {
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

/** Props of {@link FilterSelect}. */
export type FilterSelectProps = {
  label: string;
  /** The field's name in the values `onFilter` receives. */
  name: string;
  /** The URL's value; blank chooses `allLabel`. */
  value: string | undefined;
  /** The first choice, which does not filter, e.g. "All statuses". */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  className?: string;
};

/** A filter that chooses one of a list, or all of them. */
export function FilterSelect({
  label,
  name,
  value,
  allLabel,
  options,
  className = '',
}: FilterSelectProps) {
  return (
    <FilterField label={label}>
      {(id) => (
        <select
          name={name}
          id={id}
          defaultValue={value ?? ''}
          className={`${FILTER_CONTROL_CLASS_NAME} ${className}`}
        >
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FilterField>
  );
}

/** Props of {@link FilterInput}. */
export type FilterInputProps = {
  label: string;
  /** The field's name in the values `onFilter` receives. */
  name: string;
  /** Words (`search`) or a day (`date`). */
  type?: 'search' | 'date';
  /** The URL's value. */
  value: string | undefined;
};

/** A filter typed in: words or a day, shown with the URL's value. */
export function FilterInput({ label, name, type = 'search', value }: FilterInputProps) {
  return (
    <FilterField label={label}>
      {(id) => (
        <input
          name={name}
          id={id}
          type={type}
          defaultValue={value ?? ''}
          className={FILTER_CONTROL_CLASS_NAME}
        />
      )}
    </FilterField>
  );
}
