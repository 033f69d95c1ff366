import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { linkIn, waitForMail } from './support/mail';
import { apiSession, port, signInOnPortal } from './support/portal';
import { siteUrl } from './support/site';
import { expect, test } from './support/test';

// Issue 16 end to end, across both apps: a form an organisation builds is
// filled in by a visitor on /forms/:token (with the errors a wrong e-mail, a
// missing required answer and a too-large number give), the owner is mailed
// and reads the answers in the portal; an invitation-only form takes the
// invited person once; a form chosen in a page's BuilderForm block is filled
// in on that page.

const OWNER = 'organisatie@public.example';
const JSON_API = { 'content-type': 'application/vnd.api+json' };
const api = `http://localhost:${port}/api/v1`;

type Session = Awaited<ReturnType<typeof apiSession>>;

async function createForm(
  request: APIRequestContext,
  session: Session,
  attributes: Record<string, unknown>,
  questions: Record<string, unknown>[],
) {
  const organizations = await request.get(`${api}/current_user?include=organizations`, {
    headers: session.headers,
  });
  const organizationId = (await organizations.json()).included.find(
    (r: { type: string }) => r.type === 'organizations',
  ).id as string;
  const created = await request.post(`${api}/forms`, {
    headers: { ...session.headers, ...JSON_API },
    data: {
      data: {
        type: 'forms',
        attributes: { organization_id: organizationId, status: 'open', ...attributes },
      },
    },
  });
  expect(created.status()).toBe(201);
  const form = (await created.json()).data;
  for (const question of questions) {
    const added = await request.post(`${api}/forms/${form.id}/questions`, {
      headers: { ...session.headers, ...JSON_API },
      data: { data: { type: 'form_questions', attributes: question } },
    });
    expect(added.status()).toBe(201);
  }
  return form as { id: string; attributes: { token: string | null; title: string } };
}

test.describe('forms across the platform', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a visitor fills in an organisation’s form by its link; the owner is mailed and reads the answers', async ({
    page,
    request,
  }) => {
    const owner = await apiSession(request, OWNER);
    const title = `Kennismaking ${Date.now()}`;
    const form = await createForm(
      request,
      owner,
      {
        title,
        access_permission: 'anonymous',
        confirmation_text: 'Fijn dat je je hebt aangemeld!',
      },
      [
        { text: 'Je naam', question_type: 'text', required: true },
        { text: 'Je e-mailadres', question_type: 'email', required: true },
        {
          text: 'Uren per week',
          question_type: 'number',
          required: true,
          min_value: 1,
          max_value: 40,
        },
      ],
    );

    await page.goto(`${siteUrl}/forms/${form.attributes.token}`);
    const filling = page.getByRole('form', { name: title });
    await filling.getByLabel('Je e-mailadres').fill('geen-adres');
    await filling.getByLabel('Uren per week').fill('60');
    await filling.getByLabel('Uren per week').blur();
    await filling.getByRole('button', { name: 'Verstuur' }).click();
    await expect(filling.getByRole('alert')).toHaveText('Het formulier bevat fouten');
    await expect(filling.getByText('Je naam is verplicht.')).toBeVisible();
    await expect(
      filling.getByText('Je e-mailadres moet een geldig e-mailadres zijn.'),
    ).toBeVisible();
    await expect(filling.getByText('Uren per week mag hoogstens 40 zijn.')).toBeVisible();
    await expectNoAxeViolations(page);

    await filling.getByLabel('Je naam').fill('Noor Jansen');
    await filling.getByLabel('Je e-mailadres').fill('noor@example.nl');
    await filling.getByLabel('Uren per week').fill('6');
    await filling.getByLabel('Uren per week').blur();
    await filling.getByRole('button', { name: 'Verstuur' }).click();
    await expect(page.getByText('Fijn dat je je hebt aangemeld!')).toBeVisible();

    const mail = await waitForMail(
      OWNER,
      15_000,
      (m) => m.subject === `Nieuw ingevuld formulier: ${title}`,
    );
    const link = linkIn(mail, '/form_builder/');
    expect(mail.text).not.toContain('Noor');
    await signInOnPortal(page, OWNER);
    await page.goto(link);
    await expect(page.getByText('Noor Jansen')).toBeVisible();
    await expect(page.getByText('noor@example.nl')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an invitation-only form takes the invited person once', async ({ page, request }) => {
    const owner = await apiSession(request, OWNER);
    const title = `Evaluatie ${Date.now()}`;
    const form = await createForm(request, owner, { title, access_permission: 'token_holder' }, [
      { text: 'Hoe was het?', question_type: 'text', required: true },
    ]);
    expect(form.attributes.token).toBeNull();
    const address = `genodigde-${Date.now()}@example.nl`;
    const invited = await request.post(`${api}/forms/${form.id}/invitations`, {
      headers: { ...owner.headers, ...JSON_API },
      data: { data: { type: 'form_invitations', attributes: { emails: [address] } } },
    });
    expect(invited.status()).toBe(201);

    const link = linkIn(await waitForMail(address, 15_000), '/forms/');
    await page.goto(link);
    const filling = page.getByRole('form', { name: title });
    await filling.getByLabel('Hoe was het?').fill('Heel leerzaam.');
    await filling.getByLabel('Hoe was het?').blur();
    await filling.getByRole('button', { name: 'Verstuur' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Bedankt' })).toBeVisible();

    // The same link again: already used, no fields.
    await page.goto(link);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByText(/al ingevuld/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a page’s BuilderForm block shows the chosen form and takes answers', async ({
    page,
    request,
  }) => {
    const editor = await apiSession(request, 'redacteur@public.example');
    const contact = await (
      await request.get(`${siteUrl}/api/v1/public_forms?filter[purpose]=contact`)
    ).json();
    const formId = contact.data[0].attributes.form_id as string;
    const slug = `meedoen-${Date.now()}`;
    const created = await request.post(`${api}/pages`, {
      headers: { ...editor.headers, ...JSON_API },
      data: {
        data: {
          type: 'pages',
          attributes: {
            title: 'Doe mee',
            slug,
            page_type: 'default',
            is_published: true,
            blocks: [
              {
                id: 'intro',
                type: 'MarkdownText',
                props: { markdown: 'Vul het formulier in, dan bellen we je.' },
              },
              {
                id: 'formulier',
                type: 'BuilderForm',
                props: { title: 'Stel je vraag', form_id: formId },
              },
            ],
          },
        },
      },
    });
    expect([created.status(), await created.text()]).toEqual([201, expect.any(String)]);

    // The first HTML holds the form's questions.
    const html = await (await request.get(`${siteUrl}/${slug}`)).text();
    expect(html).toContain('Waar gaat je vraag over?');

    await page.goto(`${siteUrl}/${slug}`);
    await expect(page.getByRole('heading', { name: 'Stel je vraag' })).toBeVisible();
    const filling = page.getByRole('form').filter({ has: page.getByLabel('Naam') });
    await filling.getByLabel('Naam').fill('Ravi Pinas');
    await filling.getByLabel('E-mailadres').fill('ravi@example.nl');
    await filling.getByRole('radio', { name: 'Iets anders' }).check();
    await filling.getByLabel('Je vraag of bericht').fill('Kan ik ook op zaterdag helpen?');
    await filling.getByLabel('Je vraag of bericht').blur();
    await filling.getByRole('button', { name: 'Verstuur' }).click();
    await expect(page.getByText('Bedankt voor je bericht!')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
