import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './mail';
import { password, port } from './portal';

/** The public tenant's Zwolle site. */
export const siteUrl = `http://localhost:${port}`;

/** A vacancy made by {@link createPublishedVacancy}. */
export type CreatedVacancy = { id: string; title: string; organizationId: string };

/**
 * Creates a published vacancy through the API as the signed-in manager
 * (`headers` from `apiSession`), so a journey does not depend on the demo
 * seed's vacancies. `attributes` (snake_case) add to or replace the defaults.
 */
export async function createPublishedVacancy(
  request: APIRequestContext,
  headers: Record<string, string>,
  attributes: Record<string, unknown>,
): Promise<CreatedVacancy> {
  const response = await request.post(`${siteUrl}/api/v1/vacancies`, {
    headers: { ...headers, 'content-type': 'application/vnd.api+json' },
    data: {
      data: {
        type: 'vacancies',
        attributes: {
          status: 'published',
          contact_person: 'Esther Bakker',
          expires_at: new Date(Date.now() + 60 * 86_400_000).toISOString(),
          place: 'Zwolle',
          ...attributes,
        },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = await response.json();
  return { id: data.id as string, title: data.attributes.title as string, organizationId: data.attributes.organization_id as string };
}

/** Signs in on the public site and waits for `redirect` (the profile page without one). */
export async function signInOnSite(page: Page, email: string, redirect?: string): Promise<void> {
  await page.goto(redirect ? `/auth/login-1?redirect=${encodeURIComponent(redirect)}` : '/auth/login-1');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(`${siteUrl}${redirect ?? '/profiel'}`);
}

/** A fresh address per test (and per run), so sign-up always creates a new account. */
export function newAddress(name: string): string {
  return `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;
}

/**
 * Signs up and confirms a volunteer through the API, for tests about what
 * comes after (the demo password unless another is given), so a journey owns
 * an account no earlier journey or job has touched; `host` picks another
 * centre's site.
 */
export async function createConfirmedAccount(
  request: APIRequestContext,
  email: string,
  accountPassword = password,
  host?: string,
): Promise<void> {
  // Node does not resolve *.localhost as Chromium does: another centre's site is its Host header.
  const headers: Record<string, string> = host ? { Host: host } : {};
  const signUp = await request.post(`${siteUrl}/auth`, {
    headers,
    data: {
      email,
      password: accountPassword,
      password_confirmation: accountPassword,
      first_name: 'Ria',
      last_name: 'Hersteld',
      accept_terms: true,
    },
  });
  expect(signUp.ok()).toBe(true);
  const token = new URL(linkIn(await waitForMail(email), 'confirmation_token=')).searchParams.get('confirmation_token');
  const confirm = await request.post(`${siteUrl}/api/v1/confirm`, { headers, data: { confirmation_token: token } });
  expect(confirm.ok()).toBe(true);
}
