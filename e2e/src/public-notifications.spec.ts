import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { apiSession, portalUrl } from './support/portal';
import { createPublishedVacancy, signInOnSite, siteUrl } from './support/site';
import { expect, test } from './support/test';

// Notifications on the public site (issue 17): the demo volunteer applies for
// two vacancies of the demo organisation through the API, which accepts one
// and turns the other down, so the volunteer has two unread notifications
// about them; the organisation's manager is told about both applications.

const run = Date.now().toString(36);
const acceptedTitle = `Voorlezer in de bibliotheek ${run}`;
const rejectedTitle = `Fietsmaatje voor ouderen ${run}`;
const acceptedText = new RegExp(`heeft je aanmelding voor ${acceptedTitle} geaccepteerd\\.$`);
const rejectedText = new RegExp(`heeft je aanmelding voor ${rejectedTitle} niet geaccepteerd\\.$`);
let applicationId: string;

/** Applies as the signed-in volunteer and returns the application's id. */
async function apply(request: APIRequestContext, headers: Record<string, string>, vacancyId: string): Promise<string> {
  const response = await request.post(`${siteUrl}/api/v1/applications`, {
    headers: { ...headers, 'content-type': 'application/vnd.api+json' },
    data: { data: { type: 'applications', attributes: { vacancy_id: vacancyId, message: 'Ik help graag mee.' } } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.id as string;
}

/** The organisation's decision on an application (`accept` or `reject`). */
async function decide(request: APIRequestContext, headers: Record<string, string>, id: string, decision: 'accept' | 'reject') {
  const response = await request.post(`${siteUrl}/api/v1/applications/${id}/${decision}`, { headers });
  expect(response.status(), await response.text()).toBe(200);
}

test.beforeAll(async ({ request }) => {
  const manager = await apiSession(request, 'organisatie@public.example');
  const volunteer = await apiSession(request, 'vrijwilliger@public.example');
  const description = '<p>Je helpt bezoekers op hun gemak.</p>';
  const accepted = await createPublishedVacancy(request, manager.headers, { title: acceptedTitle, description });
  const rejected = await createPublishedVacancy(request, manager.headers, { title: rejectedTitle, description });
  applicationId = await apply(request, volunteer.headers, accepted.id);
  await decide(request, manager.headers, applicationId, 'accept');
  await decide(request, manager.headers, await apply(request, volunteer.headers, rejected.id), 'reject');
});

test.describe('public site: notifications', () => {
  test('a volunteer sees the bell count, follows a notification to its subject, reads everything and finds them on /notificaties', async ({ page }) => {
    test.setTimeout(60_000);
    // A visitor has no bell.
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /^Meldingen/ })).toHaveCount(0);

    await signInOnSite(page, 'vrijwilliger@public.example');
    const banner = page.getByRole('banner');
    const bell = banner.getByRole('button', { name: /^Meldingen, \d+ ongelezen$/ });
    await expect(bell).toBeVisible();
    const unread = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
    expect(unread).toBeGreaterThanOrEqual(2);
    await expectNoAxeViolations(page);

    // The short list: the latest, unread first, each a link to its subject.
    await bell.click();
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = banner.getByRole('region', { name: 'Meldingen' });
    const accepted = panel.getByRole('link', { name: acceptedText });
    await expect(accepted).toBeVisible();
    await expect(accepted).toHaveAttribute('href', '/profiel/aanmeldingen');
    await expect(panel.getByRole('link', { name: rejectedText })).toBeVisible();
    await expectNoAxeViolations(page);

    // Opening one marks it read and leads to the volunteer's applications.
    await accepted.click();
    await expect(page).toHaveURL(`${siteUrl}/profiel/aanmeldingen`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn aanmeldingen');
    await expect(panel).toBeHidden();
    await expect(bell).toHaveAccessibleName(`Meldingen, ${unread - 1} ongelezen`);

    // By keyboard: Enter opens, Tab goes into the list, Escape closes and returns to the bell.
    await bell.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: rejectedText })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();

    // "Mark all as read" in the list: the bell counts none and keeps the focus.
    await page.keyboard.press('Enter');
    await panel.getByRole('button', { name: 'Alles als gelezen markeren' }).click();
    const quietBell = banner.getByRole('button', { name: 'Meldingen', exact: true });
    await expect(quietBell).toBeVisible();
    await expect(quietBell).toBeFocused();
    await expect(panel.getByRole('button', { name: 'Alles als gelezen markeren' })).toHaveCount(0);

    // Everything, on its own page.
    await panel.getByRole('link', { name: 'Alle meldingen' }).click();
    await expect(page).toHaveURL(`${siteUrl}/notificaties`);
    await expect(page.getByRole('heading', { level: 1, name: 'Meldingen' })).toBeVisible();
    await expect(page).toHaveTitle('Meldingen - Vrijwilligersplatform');
    await expect(page.getByRole('status').filter({ hasText: 'Alles is gelezen.' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: acceptedText })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: rejectedText })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Alles als gelezen markeren' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.getByRole('main').getByRole('link', { name: acceptedText })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('on a phone the bell stays in the header and its list fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await signInOnSite(page, 'vrijwilliger@public.example', '/notificaties');
    const bell = page.getByRole('banner').getByRole('button', { name: /^Meldingen/ });
    await expect(bell).toBeVisible();
    // The header fits: the language switch moved into the folded menu to make room.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    await expect(page.getByRole('banner').getByRole('group', { name: 'Taal' })).toBeVisible();
    await menu.click();
    await bell.click();
    const panel = page.getByRole('banner').getByRole('region', { name: 'Meldingen' });
    await expect(panel.getByRole('link', { name: acceptedText })).toBeVisible();
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await expectNoAxeViolations(page);
  });

  test('a notification about the portal leads to the portal of the centre', async ({ page }) => {
    await signInOnSite(page, 'organisatie@public.example');
    await page.getByRole('banner').getByRole('button', { name: /^Meldingen/ }).click();
    const panel = page.getByRole('banner').getByRole('region', { name: 'Meldingen' });
    const received = panel.getByRole('link', { name: new RegExp(`heeft zich aangemeld voor ${acceptedTitle}\\.$`) });
    await expect(received).toHaveAttribute('href', `${portalUrl}/applications/${applicationId}`);
  });

  test('/notificaties needs a session', async ({ page }) => {
    await page.goto('/notificaties');
    await expect(page).toHaveURL(/\/auth\/login-1\?redirect=%2Fnotificaties$/);
  });
});
