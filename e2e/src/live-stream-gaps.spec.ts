import type { APIRequestContext } from '@playwright/test';
import { apiSession, portalUrl, signInOnPortal } from './support/portal';
import { createPublishedVacancy, siteUrl } from './support/site';
import { expect, test } from './support/test';

/** An API session that keeps its rotated token, as the apps do. */
async function apiUser(request: APIRequestContext, email: string) {
  const { headers } = await apiSession(request, email);
  return async (path: string, body: unknown) => {
    const response = await request.post(`${siteUrl}${path}`, {
      headers: { ...headers, 'content-type': 'application/vnd.api+json' },
      data: JSON.stringify(body),
    });
    const token = response.headers()['access-token']?.trim();
    if (token) headers['access-token'] = token;
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()).data as { id: string };
  };
}

test('a message sent while the live stream is still connecting shows once it opens, without a reload', async ({ page, request }) => {
  test.setTimeout(60_000);
  const organisation = await apiSession(request, 'organisatie@public.example');
  const title = `Fietsenmaker gezocht ${Date.now()}`;
  const vacancy = await createPublishedVacancy(request, organisation.headers, { title, description: '<p>Je maakt fietsen.</p>' });
  const volunteer = await apiUser(request, 'vrijwilliger@public.example');
  const conversation = await volunteer('/api/v1/conversations', {
    data: { type: 'conversations', attributes: { subject: `Vraag over ${title}`, body: 'Is er gereedschap?', recipient_type: 'organization', vacancy_id: vacancy.id } },
  });

  await signInOnPortal(page, 'organisatie@public.example');
  // The organisation's stream is held back on its way to the API, as on a slow network.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route('**/api/v1/events', async (route) => {
    held = true;
    await released;
    await route.continue();
  });
  // A page load opens a new stream, which the route above holds.
  await page.goto(`${portalUrl}/conversations/${conversation.id}`);
  const messages = page.getByRole('region', { name: 'Berichten' });
  await expect(messages.getByText('Is er gereedschap?')).toBeVisible();
  await expect.poll(() => held).toBe(true);

  // The volunteer writes while the stream is not open: no event will ever name it.
  await volunteer(`/api/v1/conversations/${conversation.id}/messages`, {
    data: { type: 'conversation_messages', attributes: { body: 'En is er koffie?' } },
  });
  release();
  await expect(messages.getByText('En is er koffie?')).toBeVisible({ timeout: 10_000 });
});
