import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  ApiClientProvider,
  createApiClient,
  createMemoryCredentialStore,
  volunteerCenterKeys,
  type CurrentCenter,
} from '@platform/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { request as httpRequest, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StrictMode, type ReactNode } from 'react';
import { useChangePassword } from '../account/use-change-password';
import { ConfirmScreen } from './confirm-screen';
import { PasswordForm } from './password-form';
import { SignInScreen } from './sign-in-screen';
import { SignOutScreen } from './sign-out-screen';

// A real HTTP server plays the API. jsdom has no fetch, so the client gets a
// small fetch over node:http; everything above the transport is the real code.
let server: Server;
let baseUrl: string;
const calls: { method?: string; url?: string; body: string }[] = [];

beforeAll(async () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  // jsdom has no layout, so it leaves scrollTo unimplemented; the router calls it.
  window.scrollTo = () => undefined;
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      calls.push({ method: request.method, url: request.url, body });
      const isValid = body.includes('"good"');
      // The API's answer to a wrong current password (issue 11): a 422 on that field.
      const wrongPassword = {
        status: '422',
        code: 'VALIDATION_FAILED',
        detail: 'server text',
        source: { pointer: '/current_password' },
        meta: { reason: 'wrong_password' },
      };
      response.writeHead(isValid ? 200 : 422, { 'Content-Type': 'application/vnd.api+json' });
      response.end(
        JSON.stringify(
          isValid
            ? { data: { type: 'users', id: 'u1', attributes: {} } }
            : { errors: [body.includes('"current_password"') ? wrongPassword : { status: '422', code: 'INVALID_TOKEN', detail: 'server text' }] },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls.length = 0;
});

const nodeFetch = ((input: string, init: RequestInit = {}) =>
  new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));
    const request = httpRequest(input, { method: init.method, headers }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        resolve({
          ok: status >= 200 && status < 300,
          status,
          statusText: response.statusMessage ?? '',
          headers: new Headers(response.headers as Record<string, string>),
          text: async () => text,
        });
      });
    });
    request.on('error', reject);
    if (typeof init.body === 'string') request.write(init.body);
    request.end();
  })) as unknown as typeof fetch;

const center: CurrentCenter = {
  center: { id: 'c1', type: 'volunteer_centers', name: 'Centrum', slug: 'centrum' },
  meta: {
    tenant: 'public',
    appName: 'Vrijwilligerswerk',
    appContext: 'gelderland',
    timeZone: 'Europe/Amsterdam',
    testPages: false,
    features: {
      volunteerProfiles: true,
      activities: true,
      peerToPeer: true,
      centerSharing: true,
      multiLanguage: true,
      organizationsMoving: true,
    },
  },
};

async function renderScreen(element: ReactNode, credentials = createMemoryCredentialStore()) {
  const apiClient = createApiClient({ baseUrl, credentials, fetch: nodeFetch });
  const queryClient = new QueryClient();
  queryClient.setQueryData(volunteerCenterKeys.current(), center);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => element }),
    history: createMemoryHistory({ initialEntries: ['/uitloggen'] }),
  });
  render(
    <StrictMode>
      <ApiClientProvider client={apiClient}>
        <QueryClientProvider client={queryClient}>
          <I18nProvider i18n={i18n}>
            <RouterProvider router={router} />
          </I18nProvider>
        </QueryClientProvider>
      </ApiClientProvider>
    </StrictMode>,
  );
  return router;
}

describe('ConfirmScreen', () => {
  it('posts the token once, even in StrictMode, and offers sign-in', async () => {
    await renderScreen(<ConfirmScreen token="good" />);
    expect(await screen.findByText('Your e-mail address is confirmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login-1');
    expect(calls).toEqual([
      { method: 'POST', url: '/api/v1/confirm', body: '{"confirmation_token":"good"}' },
    ]);
  });

  it('shows our INVALID_TOKEN text, not the server detail', async () => {
    await renderScreen(<ConfirmScreen token="used" />);
    expect(await screen.findByText('This link is no longer valid')).toBeInTheDocument();
    expect(screen.queryByText('server text')).not.toBeInTheDocument();
  });
});

describe('SignInScreen', () => {
  it('validates on blur only and, after an invalid submit, says so and focuses the first invalid field', async () => {
    await renderScreen(<SignInScreen redirectTo="/" />);
    const email = await screen.findByLabelText('E-mail address');

    fireEvent.input(email, { target: { value: 'anna@' } });
    expect(screen.queryByText(/must be a valid e-mail address/)).not.toBeInTheDocument();
    await act(async () => {
      fireEvent.blur(email);
    });
    expect(email).toHaveAccessibleDescription('E-mail address must be a valid e-mail address.');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The form contains errors');
    expect(email).toHaveFocus();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('SignOutScreen', () => {
  it('ends the local session and goes home even when the server refuses the sign-out', async () => {
    const credentials = createMemoryCredentialStore({
      accessToken: 't',
      client: 'c',
      uid: 'anna@public.example',
      tokenType: 'Bearer',
      expiry: null,
    });
    const router = await renderScreen(<SignOutScreen />, credentials);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(credentials.read()).toBeNull();
    expect(calls).toEqual([{ method: 'DELETE', url: '/auth/sign_out', body: '' }]);
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('PasswordForm in a session', () => {
  function ChangePassword() {
    const change = useChangePassword();
    return (
      <PasswordForm
        askCurrentPassword
        isPending={change.isPending}
        error={change.error}
        onSubmit={(input) => change.mutate(input)}
      />
    );
  }

  it('sends the current password and shows the API refusing it on that field', async () => {
    await renderScreen(<ChangePassword />);
    fireEvent.input(await screen.findByLabelText('Current password'), { target: { value: 'niet-mijn-wachtwoord' } });
    fireEvent.input(screen.getByLabelText('New password'), { target: { value: 'een-lang-wachtwoord' } });
    fireEvent.input(screen.getByLabelText('Repeat the new password'), { target: { value: 'een-lang-wachtwoord' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    });
    expect(await screen.findByText('Current password is not correct.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Current password is not correct.');
    expect(JSON.parse(calls[0]!.body)).toMatchObject({ current_password: 'niet-mijn-wachtwoord', password: 'een-lang-wachtwoord' });

    // Corrected, the form sends again: the refusal was the API's, not a check of the form.
    fireEvent.input(screen.getByLabelText('Current password'), { target: { value: 'good' } });
    await act(async () => {
      fireEvent.blur(screen.getByLabelText('Current password'));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    });
    expect(screen.queryByText('The form contains errors')).not.toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(screen.queryByText('Current password is not correct.')).not.toBeInTheDocument();
  });
});
