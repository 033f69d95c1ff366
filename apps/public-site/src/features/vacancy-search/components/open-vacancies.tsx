import { Plural, Trans } from '@lingui/react/macro';
import {
  getVacancyCategoriesQueryOptions,
  getVacancySearchQueryOptions,
  useApiClient,
} from '@platform/api-client';
import { buttonClassName, ListFrame } from '@platform/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { openVacanciesQuery } from '../utils/open-vacancies-query';
import { VacancyList } from './vacancy-list';

/** Props of {@link OpenVacancies}. */
export type OpenVacanciesProps = { organizationId: string };

/**
 * An organisation's published vacancies (the public search filtered by
 * organisation), with a link to the vacancy bank when there are more than
 * one page shows.
 */
export function OpenVacancies({ organizationId }: OpenVacanciesProps) {
  const client = useApiClient();
  const { data: categories } = useSuspenseQuery(getVacancyCategoriesQueryOptions(client));
  const categoryNames = useMemo(() => new Map(categories.map((c) => [c.id, c.name])), [categories]);
  const results = useQuery(getVacancySearchQueryOptions(client, openVacanciesQuery(organizationId)));
  const data = results.data;
  return (
    <section aria-labelledby="open-vacancies">
      <h2 id="open-vacancies" className="font-heading text-2xl font-semibold">
        <Trans>Open vacancies</Trans>
      </h2>
      <p role="status" className="mt-1 mb-4 text-sm">
        {data && (
          <Plural
            value={data.total}
            _0="This organisation has no open vacancies at the moment."
            one="# open vacancy"
            other="# open vacancies"
          />
        )}
      </p>
      <ListFrame
        query={results}
        loading={<Trans>Loading the open vacancies…</Trans>}
        skeleton={{ rows: 2 }}
        failed={{ title: <Trans>The vacancies could not be loaded.</Trans> }}
      >
        {({ vacancies, total }) => (
          <>
            {vacancies.length > 0 && (
              <VacancyList vacancies={vacancies} categoryNames={categoryNames} headingLevel={3} hidesOrganization />
            )}
            {total > vacancies.length && (
              <p className="mt-6">
                <Link
                  to="/vacancies/search"
                  search={{ organization: organizationId }}
                  className={buttonClassName({ variant: 'outline' })}
                >
                  <Trans>Show all {total} vacancies in the vacancy bank</Trans>
                </Link>
              </p>
            )}
          </>
        )}
      </ListFrame>
    </section>
  );
}
