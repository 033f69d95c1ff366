import { expectNoAxeViolations, inDarkMode } from './support/axe';
import { port, portalUrl, signInOnPortal } from './support/portal';
import { expect, test } from './support/test';

test.describe('portal: partner API keys', () => {
  test('centre staff make a key, see it once, and revoke it, in Dutch', async ({ page, request }) => {
    test.setTimeout(90_000);
    await signInOnPortal(page, 'centrum@public.example');
    await page.goto(`${portalUrl}/settings/partner-keys`);
    await expect(page.getByRole('navigation', { name: 'Onderdelen van de instellingen' }).getByRole('link', { name: 'API-sleutels' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);

    const name = `Gemeente ${Date.now()}`;
    const form = page.getByRole('form', { name: 'Nieuwe sleutel' });
    await form.getByLabel('Naam').fill(name);
    await form.getByRole('checkbox', { name: 'Activiteiten lezen' }).check();
    await form.getByRole('button', { name: 'Sleutel maken' }).click();

    // Shown once, with the advice to copy it now.
    const ready = page.getByRole('region', { name: `Sleutel "${name}" is klaar` });
    await expect(ready).toBeVisible();
    const key = (await ready.getByTestId('partner-key-value').textContent())!.trim();
    expect(key).toMatch(/^vcpk_[0-9a-f]{8}_/);
    await expectNoAxeViolations(page);
    await inDarkMode(page);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });

    // The key reads what it was given. Node does not resolve *.localhost: the centre's host goes in the Host header.
    const headers = { Host: `portal.localhost:${port}`, authorization: `Bearer ${key}` };
    const api = (path: string) => request.get(`http://localhost:${port}/api/v1/${path}`, { headers });
    expect((await api('vacancies')).status()).toBe(200);
    expect((await api('users')).status()).toBe(403);

    await ready.getByRole('button', { name: 'Klaar' }).click();
    await expect(page.getByTestId('partner-key-value')).toHaveCount(0);
    // The list shows its prefix, never the key.
    const row = page.getByRole('table').getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(key.slice(0, 13));
    await expect(row).not.toContainText(key.slice(14));
    await expect(row).toContainText('Actief');

    await row.getByRole('button', { name: `Intrekken ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Sleutel "${name}" intrekken?` });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Intrekken' }).click();
    await expect(row).toContainText('Ingetrokken op');
    await expect(row.getByRole('button', { name: /Intrekken/ })).toHaveCount(0);
    expect((await api('vacancies')).status()).toBe(401);
    await expectNoAxeViolations(page);
  });
});
