import { Trans, useLingui } from '@lingui/react/macro';
import {
  getAgeGroupsQueryOptions,
  getCurrentCenterQueryOptions,
  getVacancyCategoriesQueryOptions,
} from '@platform/api-client';
import type { VacancyType } from '@platform/contracts';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { BuddyPanel } from '../features/one-to-one/components/buddy-panel';
import { VacancySearchPage } from '../features/vacancy-search/components/vacancy-search-page';
import { vacancySearchParamsSchema } from '../features/vacancy-search/utils/search-url';
import { loadForServerRender } from '../utils/server-render';

/** The vacancy type this page lists (spec §3: p2p is one-to-one support). */
const ONE_TO_ONE_TYPE: VacancyType = 'p2p';

export const Route = createFileRoute('/een-op-een-hulp')({
  // One-to-one support (spec §2: public), only where the tenant has peer-to-peer on.
  staticData: { isPublic: true },
  validateSearch: vacancySearchParamsSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps }) => {
    const { queryClient, apiClient } = context;
    const { meta } = await queryClient.ensureQueryData(getCurrentCenterQueryOptions(apiClient));
    if (!meta.features.peerToPeer) throw notFound();
    await Promise.all([
      queryClient.ensureQueryData(getVacancyCategoriesQueryOptions(apiClient)),
      queryClient.ensureQueryData(getAgeGroupsQueryOptions(apiClient)),
      loadForServerRender((loads) => loads.vacancySearch(context, deps.search, ONE_TO_ONE_TYPE)),
    ]);
  },
  component: OneToOneSupportPage,
});

function OneToOneSupportPage() {
  const { t } = useLingui();
  return (
    <VacancySearchPage
      search={Route.useSearch()}
      title={t`One-to-one support`}
      fixedType={ONE_TO_ONE_TYPE}
      intro={
        <>
          <p>
            <Trans>
              In one-to-one support a volunteer and one person meet regularly: to talk, go for a walk, practise
              Dutch or sort out paperwork together. You agree together how often you meet. Below are the people
              and organisations looking for a buddy right now.
            </Trans>
          </p>
          <BuddyPanel />
        </>
      }
    />
  );
}
