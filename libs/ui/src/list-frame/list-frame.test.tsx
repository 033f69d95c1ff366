import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useQuery,
  useSuspenseQuery,
} from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ListFrame, type ListFrameProps } from './list-frame';
import { ListLoadFailed } from './list-load-failed';

// jsdom has no fetch Response; the router only asks whether a loader's outcome is one.
globalThis.Response ??= class {} as unknown as typeof Response;

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  // jsdom has no scrolling; the router restores scroll after each navigation.
  window.scrollTo = jest.fn();
});

type Fruits = { fruits: string[] };

/** An answer the test gives when it likes: `resolve` or `reject` the request in flight. */
function controlledFetcher() {
  let settle: { resolve: (value: Fruits) => void; reject: (error: Error) => void } | undefined;
  const fetcher = jest.fn(
    (_page: number) =>
      new Promise<Fruits>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  const answer = async (outcome: Fruits | Error) => {
    await waitFor(() => expect(settle).toBeDefined());
    const request = settle;
    settle = undefined;
    await act(async () => {
      if (outcome instanceof Error) request?.reject(outcome);
      else request?.resolve(outcome);
    });
    // TanStack Query tells its observers a moment later.
    await waitFor(() => expect(document.querySelector('[aria-busy]')).toBeNull());
  };
  return { fetcher, answer };
}

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function withProviders(queryClient: QueryClient, children: ReactNode) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nProvider>
  );
}

type FruitFrameProps = Partial<Omit<ListFrameProps<Fruits>, 'query' | 'children'>>;

function FruitList({
  page,
  fetcher,
  frame,
}: {
  page: number;
  fetcher: (page: number) => Promise<Fruits>;
  frame?: FruitFrameProps;
}) {
  const query = useQuery({
    queryKey: ['fruits', page],
    queryFn: () => fetcher(page),
    placeholderData: keepPreviousData,
  });
  return (
    <ListFrame
      query={query}
      loading="Loading the fruit…"
      failed={{ title: 'The fruit could not be loaded.', description: 'Check your connection.' }}
      empty={{
        isEmpty: (data) => data.fruits.length === 0,
        title: 'No fruit yet',
        message: 'The trees are bare.',
        action: <a href="/plant">Plant a tree</a>,
      }}
      {...frame}
    >
      {(data) => (
        <ul aria-label="Fruit">
          {data.fruits.map((fruit) => (
            <li key={fruit}>{fruit}</li>
          ))}
        </ul>
      )}
    </ListFrame>
  );
}

function renderFruitList(frame?: FruitFrameProps) {
  const { fetcher, answer } = controlledFetcher();
  const queryClient = newQueryClient();
  const view = render(
    withProviders(queryClient, <FruitList page={1} fetcher={fetcher} frame={frame} />),
  );
  const showPage = (page: number) =>
    view.rerender(
      withProviders(queryClient, <FruitList page={page} fetcher={fetcher} frame={frame} />),
    );
  return { ...view, fetcher, answer, showPage };
}

describe('ListFrame', () => {
  it('says it is loading as a status in a busy frame, then shows the loaded list', async () => {
    const { container, answer } = renderFruitList({ label: 'Your fruit' });
    const frame = screen.getByRole('region', { name: 'Your fruit' });
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(within(frame).getByRole('status')).toHaveTextContent('Loading the fruit…');

    await answer({ fruits: ['Apple', 'Pear'] });
    expect(frame).not.toHaveAttribute('aria-busy');
    expect(
      within(screen.getByRole('list', { name: 'Fruit' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Apple', 'Pear']);
    expect(container.querySelector('[role="status"], [role="alert"]')).toBeNull();
  });

  it('draws skeleton rows hidden from screen readers, which hear the loading text', () => {
    renderFruitList({ skeleton: { rows: 4, rowClassName: 'h-32' } });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading the fruit…');
    expect(status).toHaveClass('sr-only');
    const skeleton = status.nextElementSibling as HTMLElement;
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton.querySelectorAll('li')).toHaveLength(4);
    expect(skeleton.querySelector('li')).toHaveClass('animate-pulse', 'h-32');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('does not say the loading again when the page announces it elsewhere', () => {
    const { container, unmount } = renderFruitList({
      skeleton: { rows: 2 },
      isLoadingAnnounced: true,
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('Loading the fruit…')).toBeNull();
    const frame = container.firstElementChild as HTMLElement;
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(frame.querySelector('ul')).toHaveAttribute('aria-hidden', 'true');
    unmount();

    renderFruitList({ isLoadingAnnounced: true });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Loading the fruit…')).toBeVisible();
  });

  it('shows a failure with its advice and "Try again", loading again while the retry runs', async () => {
    const { answer, fetcher } = renderFruitList();
    await answer(new Error('offline'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The fruit could not be loaded.Check your connection.');
    expect(alert.parentElement).not.toHaveAttribute('aria-busy');

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(fetcher).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('Loading the fruit…');
    expect(screen.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');

    await answer({ fruits: ['Plum'] });
    expect(screen.getByRole('listitem')).toHaveTextContent('Plum');
  });

  it('shows the empty state when the loaded data has nothing to list', async () => {
    const { answer } = renderFruitList();
    await answer({ fruits: [] });
    expect(screen.getByRole('heading', { level: 2, name: 'No fruit yet' })).toBeInTheDocument();
    expect(screen.getByText('The trees are bare.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plant a tree' })).toHaveAttribute('href', '/plant');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('puts the empty heading at the level asked for', async () => {
    const { answer } = renderFruitList({
      empty: { isEmpty: () => true, title: 'Nothing matches', headingLevel: 3 },
    });
    await answer({ fruits: ['Apple'] });
    expect(screen.getByRole('heading', { level: 3, name: 'Nothing matches' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('fades the previous answer and marks the frame busy while the next one loads', async () => {
    const { answer, showPage } = renderFruitList({ className: 'mt-6' });
    await answer({ fruits: ['Apple'] });
    const frame = screen.getByRole('list', { name: 'Fruit' }).parentElement as HTMLElement;
    expect(frame).toHaveClass('mt-6');
    expect(frame).not.toHaveClass('opacity-60');

    showPage(2);
    expect(screen.getByRole('listitem')).toHaveTextContent('Apple');
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(frame).toHaveClass('mt-6', 'opacity-60');

    await answer({ fruits: ['Cherry'] });
    expect(screen.getByRole('listitem')).toHaveTextContent('Cherry');
    expect(frame).not.toHaveAttribute('aria-busy');
    expect(frame).not.toHaveClass('opacity-60');
  });

  it('renders data already in the cache on the server, in the first HTML', () => {
    const queryClient = newQueryClient();
    queryClient.setQueryData(['fruits', 1], { fruits: ['Quince'] });
    const html = renderToString(
      withProviders(
        queryClient,
        <FruitList page={1} fetcher={() => new Promise(() => undefined)} />,
      ),
    );
    expect(html).toContain('<li>Quince</li>');
    expect(html).not.toContain('aria-busy');
    expect(html).not.toContain('Loading the fruit');
  });
});

describe('ListFrame on a route that loads its list, with ListLoadFailed', () => {
  it('shows the route’s failure in the error catalogue’s words, and "Try again" loads the route again', async () => {
    let calls = 0;
    const fruitQuery = queryOptions({
      queryKey: ['route-fruits'],
      queryFn: async (): Promise<Fruits> => {
        calls += 1;
        if (calls === 1) throw Object.assign(new Error('Service Unavailable'), { status: 503 });
        return { fruits: [] };
      },
    });
    const queryClient = newQueryClient();

    function FruitPage() {
      const query = useSuspenseQuery(fruitQuery);
      return (
        <ListFrame
          query={query}
          empty={{ isEmpty: (data) => data.fruits.length === 0, title: 'No fruit found' }}
        >
          {(data) => <p>{data.fruits.join(', ')}</p>}
        </ListFrame>
      );
    }

    const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
      component: () => <Outlet />,
    });
    const fruitRoute = createRoute({
      getParentRoute: () => rootRoute,
      path: '/',
      loader: ({ context }) => context.queryClient.ensureQueryData(fruitQuery),
      component: FruitPage,
      errorComponent: ({ error, reset }) => (
        <>
          <h1>Fruit</h1>
          <ListLoadFailed error={error} reset={reset} />
        </>
      ),
    });
    const router = createRouter({
      routeTree: rootRoute.addChildren([fruitRoute]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
      context: { queryClient },
    });
    render(withProviders(queryClient, <RouterProvider router={router} />));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Loading failed')).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      'If the problem persists, please contact a system administrator',
    );
    expect(screen.getByRole('heading', { name: 'Fruit' })).toBeInTheDocument();

    await act(async () =>
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' })),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No fruit found' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });
});
