import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  apiSession,
  password,
  portalUrl,
  signInOnPortal,
  switchPortalLanguage,
  toast,
} from './support/portal';
import { createConfirmedAccount, newAddress, signInOnSite, siteUrl } from './support/site';
import { expect, test } from './support/test';

// Issue 28, one-to-one support: a student asks for a buddy on the public site,
// staff of the centre see the request beside the mentors in the portal, pick
// the suggested mentor and match them; both find their conversation, and the
// student ends the match with a reason. The two accounts are the journey's own;
// staff give them their roles through the API, and the mentor offers
// one-to-one support through their volunteer profile. The pages are checked
// with axe in Dutch and in English.

const run = Date.now().toString(36);

/** Signs up a confirmed volunteer, names them and gives them a role (as staff would); returns their id. */
async function personWithRole(
  request: APIRequestContext,
  email: string,
  firstName: string,
  role: 'student' | 'mentor',
): Promise<string> {
  await createConfirmedAccount(request, email);
  const signIn = await request.post(`${siteUrl}/auth/sign_in`, { data: { email, password } });
  expect(signIn.ok()).toBe(true);
  const id: string = (await signIn.json()).data.id;
  const { headers } = await apiSession(request, 'centrum@public.example');
  const named = await request.patch(
    `http://localhost:${new URL(siteUrl).port}/api/v1/users/${id}`,
    {
      headers: { ...headers, 'content-type': 'application/vnd.api+json' },
      data: { data: { type: 'users', id, attributes: { first_name: firstName } } },
    },
  );
  expect(named.ok()).toBe(true);
  const granted = await request.put(
    `http://localhost:${new URL(siteUrl).port}/api/v1/users/${id}/add_role`,
    {
      headers: { ...headers, 'content-type': 'application/vnd.api+json' },
      data: { data: { type: 'users', attributes: { role } } },
    },
  );
  expect(granted.ok()).toBe(true);
  return id;
}

/** The mentor's volunteer profile: in the pool, wanting one-to-one work on Monday evenings in Zwolle. */
async function offerOneToOne(request: APIRequestContext, email: string): Promise<void> {
  const signIn = await request.post(`${siteUrl}/auth/sign_in`, { data: { email, password } });
  const received = signIn.headers();
  const headers: Record<string, string> = { 'content-type': 'application/vnd.api+json' };
  for (const name of ['access-token', 'client', 'uid', 'token-type'])
    headers[name] = received[name] ?? '';
  const saved = await request.put(`${siteUrl}/api/v1/volunteer_profile`, {
    headers,
    data: {
      data: {
        type: 'volunteer_profiles',
        attributes: {
          introduction: 'Ik oefen graag Nederlands.',
          availability: ['mon_evening'],
          place: 'Zwolle',
          wants_one_to_one: true,
          in_pool: true,
        },
      },
    },
  });
  expect(saved.ok()).toBe(true);
}

test.describe('one-to-one support', () => {
  test('staff match a student with a mentor, both see their conversation, and the student ends it', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const studentEmail = newAddress(`student-${run}`);
    const mentorEmail = newAddress(`mentor-${run}`);
    const student = `Sara${run}`;
    const mentor = `Noor${run}`;
    const topic = `Nederlands oefenen ${run}`;
    await personWithRole(request, studentEmail, student, 'student');
    await personWithRole(request, mentorEmail, mentor, 'mentor');
    await offerOneToOne(request, mentorEmail);

    // The student asks for a buddy on the public site.
    await signInOnSite(page, studentEmail, '/een-op-een-hulp');
    const form = page.getByRole('form', { name: 'Vraag een maatje' });
    await form.getByLabel('Waarmee wil je hulp?').fill(topic);
    await form.getByRole('group', { name: 'Wanneer kun je?' }).getByLabel('maandagavond').check();
    await form.getByLabel('Plaats').fill('Zwolle');
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Aanvraag versturen' }).click();
    await expect(page.getByRole('heading', { name: `Je aanvraag: ${topic}` })).toBeVisible();

    // Staff see it beside the mentors, open the suggestions and match.
    const staff = await (await browser.newContext({ locale: 'nl-NL' })).newPage();
    await signInOnPortal(staff, 'centrum@public.example');
    await staff
      .getByRole('navigation', { name: 'Hoofdnavigatie' })
      .getByRole('link', { name: 'Een-op-een-hulp' })
      .click();
    await expect(staff).toHaveURL(`${portalUrl}/een-op-een-hulp`);
    const card = staff
      .getByRole('listitem')
      .filter({ has: staff.getByRole('heading', { name: topic }) });
    await card.getByRole('button', { name: 'Suggesties tonen' }).click();
    const suggestion = card.getByRole('listitem').filter({ hasText: mentor });
    await expect(suggestion).toContainText('beschikbaar op maandagavond');
    await expectNoAxeViolations(staff);
    await suggestion.getByRole('button', { name: `Koppelen ${mentor}` }).click();
    const confirm = staff.getByRole('alertdialog', { name: `${student} koppelen aan ${mentor}?` });
    await confirm.getByRole('button', { name: 'Koppelen' }).click();
    await expect(toast(staff, 'Gekoppeld')).toBeVisible();
    await expect(
      staff
        .getByRole('region', { name: 'Actieve koppelingen' })
        .getByRole('heading', { name: topic }),
    ).toBeVisible();

    // The student finds their buddy and the conversation.
    await page.reload();
    await expect(page.getByRole('heading', { name: `Je maatje: ${mentor}` })).toBeVisible();
    await page.getByRole('link', { name: `Schrijf ${mentor}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(topic);

    // So does the mentor, who finds the student on the one-to-one page too.
    const mentorPage = await (await browser.newContext({ locale: 'nl-NL' })).newPage();
    await signInOnSite(mentorPage, mentorEmail, '/conversations');
    await expect(mentorPage.getByRole('link', { name: new RegExp(topic) })).toBeVisible();
    await mentorPage.goto('/een-op-een-hulp');
    await expect(mentorPage.getByRole('heading', { name: `Je maatje: ${student}` })).toBeVisible();
    await expectNoAxeViolations(mentorPage);

    // In English the student reads what ending means, and Escape leaves it as it was.
    await page.goto('/en/een-op-een-hulp');
    const buddy = page.getByRole('region', { name: topic });
    await expect(buddy.getByRole('heading', { name: `Your buddy: ${mentor}` })).toBeVisible();
    await expectNoAxeViolations(page);
    const endInEnglish = buddy.getByRole('button', { name: 'End match' });
    await endInEnglish.click();
    const englishDialog = page.getByRole('dialog', { name: 'End match' });
    await expect(englishDialog).toContainText(`${mentor} is told and reads your reason`);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(englishDialog).toBeHidden();
    await expect(endInEnglish).toBeFocused();

    // In Dutch, by keyboard, with a reason: the match ends and the form to ask again takes focus.
    await page.goto('/nl/een-op-een-hulp');
    const end = buddy.getByRole('button', { name: 'Koppeling beëindigen' });
    await end.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Koppeling beëindigen' });
    const confirmEnd = dialog.getByRole('button', { name: 'Koppeling beëindigen' });
    await confirmEnd.click();
    await expect(dialog.getByLabel('Reden')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Reden').fill('Ik heb nu minder tijd.');
    await expectNoAxeViolations(page);
    await confirmEnd.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('region', { name: /F8/ }).getByText(`${mentor} heeft bericht gekregen.`),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vraag een maatje' })).toBeFocused();
    await expect(buddy).toHaveCount(0);
    await expectNoAxeViolations(page);
    await mentorPage.reload();
    await expect(mentorPage.getByRole('heading', { name: 'Een-op-een-hulp aanbieden' })).toBeVisible();
    await expect(mentorPage.getByRole('heading', { name: `Je maatje: ${student}` })).toHaveCount(0);

    // The form in English, and the staff's board in English: no active match left.
    await page.goto('/en/een-op-een-hulp');
    await expect(page.getByRole('form', { name: 'Ask for a buddy' })).toBeVisible();
    await expectNoAxeViolations(page);
    await switchPortalLanguage(staff, 'English');
    await staff.goto(`${portalUrl}/een-op-een-hulp`);
    await expect(staff.getByRole('heading', { level: 1, name: 'One-to-one support' })).toBeVisible();
    await expect(
      staff.getByRole('region', { name: 'Active matches' }).getByRole('heading', { name: topic }),
    ).toHaveCount(0);
    await expectNoAxeViolations(staff);
  });
});
