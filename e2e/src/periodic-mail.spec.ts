import { expectNoAxeViolations } from './support/axe';
import { signInOnSite, siteUrl } from './support/site';
import { expect, test } from './support/test';

test.describe('the periodic mail', () => {
  test('a volunteer chooses Monday, a place, a distance and a kind of work, and an unknown place is refused', async ({ page }) => {
    await signInOnSite(page, 'vrijwilliger@public.example', '/profile-edit/periodieke-mail');
    await expect(page).toHaveURL(`${siteUrl}/profile-edit/periodieke-mail`);

    await page.getByRole('checkbox', { name: 'maandag' }).check();
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page.getByText('Je wijzigingen zijn opgeslagen').first()).toBeVisible();

    const kinds = page.getByRole('group', { name: 'Soorten werk (niets aangevinkt: alle)' });
    await kinds.getByRole('checkbox', { name: 'Vrijwilligerswerk' }).check();
    await page.getByLabel('Plaats (leeg: overal)').fill('Atlantis aan Zee');
    await page.getByRole('button', { name: 'Keuzes opslaan' }).click();
    await expect(page.getByText('Deze plaats kennen we niet. Controleer de spelling of kies een plaats in de buurt.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Plaats (leeg: overal)').fill('Zwolle');
    await page.getByLabel('Afstand tot die plaats').selectOption({ label: '25 km' });
    await page.getByRole('button', { name: 'Keuzes opslaan' }).click();
    await expect(page.getByText('Deze plaats kennen we niet.')).toBeHidden();

    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'maandag' })).toBeChecked();
    await expect(kinds.getByRole('checkbox', { name: 'Vrijwilligerswerk' })).toBeChecked();
    await expect(page.getByLabel('Plaats (leeg: overal)')).toHaveValue('Zwolle');
    await expect(page.getByLabel('Afstand tot die plaats')).toHaveValue('25');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
  });
});
