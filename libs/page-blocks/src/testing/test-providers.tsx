// The providers a host app gives the blocks, for this lib's own tests.
import { I18nProvider } from '@lingui/react';
import { ApiClientProvider } from '@platform/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PageBlocksProvider, type PageBlocksContextValue } from '../page-blocks-context';
import type { BlockServices } from '../types';
import { createTestServices, i18n, type TestServices } from './test-services';

export function TestProviders({
  services,
  context,
  children,
}: {
  services: BlockServices;
  context?: Partial<PageBlocksContextValue>;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={services.queryClient}>
        <ApiClientProvider client={services.apiClient}>
          <PageBlocksProvider {...context}>{children}</PageBlocksProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}

/** Renders `node` inside {@link TestProviders}; returns the services beside testing-library's result. */
export function renderWithServices(
  node: ReactNode,
  { services = createTestServices(), context }: { services?: TestServices; context?: Partial<PageBlocksContextValue> } = {},
) {
  const result = render(
    <TestProviders services={services} context={context}>
      {node}
    </TestProviders>,
  );
  return { ...result, services };
}
