import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useUnsavedChangesPrompt } from './use-unsaved-changes-prompt';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  // jsdom has no scrolling; the router restores scroll after each navigation.
  window.scrollTo = jest.fn();
});

function EditPage() {
  const [isDirty, setIsDirty] = useState(false);
  const prompt = useUnsavedChangesPrompt(isDirty);
  return (
    <>
      <button type="button" onClick={() => setIsDirty(true)}>
        Change
      </button>
      <Link to="/other">Leave page</Link>
      {prompt}
    </>
  );
}

async function renderApp() {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const editRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: EditPage });
  const otherRoute = createRoute({ getParentRoute: () => rootRoute, path: '/other', component: () => <h1>Other page</h1> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([editRoute, otherRoute]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  await screen.findByRole('button', { name: 'Change' });
  return router;
}

describe('useUnsavedChangesPrompt', () => {
  it('lets a clean page go without asking', async () => {
    await renderApp();
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Leave page' })));
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeInTheDocument();
  });

  it('asks before leaving a dirty page, staying on Stay and leaving on Leave', async () => {
    await renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Leave page' })));
    expect(
      await screen.findByRole('alertdialog', { name: 'You have unsaved changes. Are you sure you want to leave?' }),
    ).toBeInTheDocument();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Stay' })));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Other page' })).not.toBeInTheDocument();

    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Leave page' })));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Leave' })));
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeInTheDocument();
  });
});
