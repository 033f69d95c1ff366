import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  ApiClientProvider,
  createApiClient,
  createMemoryCredentialStore,
} from '@platform/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SignInForm } from './sign-in-form';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  // jsdom has no layout, so it leaves scrollTo unimplemented; the router calls it after navigation.
  window.scrollTo = () => undefined;
});

async function renderSignInForm() {
  const requests: string[] = [];
  const apiClient = createApiClient({
    credentials: createMemoryCredentialStore(),
    // Records what the form would send; these tests are about what happens before sending.
    fetch: async (input) => {
      requests.push(String(input));
      return new Response(null, { status: 204 });
    },
  });
  const rootRoute = createRootRoute({ component: () => <SignInForm redirectTo="/dashboard" /> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <ApiClientProvider client={apiClient}>
      <QueryClientProvider client={new QueryClient()}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>
    </ApiClientProvider>,
  );
  await screen.findByLabelText('E-mail address');
  return { requests };
}

describe('SignInForm', () => {
  it('validates a field on blur, not while typing', async () => {
    await renderSignInForm();
    const email = screen.getByLabelText('E-mail address');

    fireEvent.input(email, { target: { value: 'not-an-email' } });
    expect(screen.queryByText('E-mail address is not valid.')).not.toBeInTheDocument();

    await act(async () => {
      fireEvent.blur(email);
    });
    expect(await screen.findByText('E-mail address is not valid.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('E-mail address is not valid.');

    fireEvent.input(email, { target: { value: 'admin@public.example' } });
    expect(screen.getByText('E-mail address is not valid.')).toBeInTheDocument();
    await act(async () => {
      fireEvent.blur(email);
    });
    expect(screen.queryByText('E-mail address is not valid.')).not.toBeInTheDocument();
  });

  it('asks for missing fields on submit and sends nothing', async () => {
    const { requests } = await renderSignInForm();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    });
    expect(await screen.findByText('E-mail address is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
