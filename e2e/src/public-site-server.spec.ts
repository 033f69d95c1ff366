import { port } from './support/portal';
import { expect, test } from './support/test';

// The public site's own server (dist/apps/public-site-server/standalone.mjs),
// running apart from the API, which it reaches over the network.
const standaloneUrl = `http://localhost:${Number(port) + 1}`;

test.describe('the public site on its own server', () => {
  test.use({ javaScriptEnabled: false });

  test('renders a page with the API’s data, under a policy with a nonce, and serves compressed assets', async ({ page, request }) => {
    const center = await (await request.get(`http://localhost:${port}/api/v1/volunteer_centers/current`)).json();
    const response = await page.goto(`${standaloneUrl}/vacancies/search`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vacaturebank');
    await expect(page.getByRole('region', { name: 'Resultaten' }).getByRole('listitem').first()).toBeVisible();
    await expect(page).toHaveTitle(`Vacaturebank - ${center.meta.app_name}`);

    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[\w-]+'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    const starter = await page.locator('script[type="module"]:not([src])').first().textContent();
    const entry = /import\("([^"]+)"\)/.exec(starter ?? '')?.[1];
    const asset = await request.get(`${standaloneUrl}${entry}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('an unknown page is a 404 with the error screen', async ({ page }) => {
    const response = await page.goto(`${standaloneUrl}/bestaat-niet`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
  });
});

test('the standalone server sends a visitor on the Gelderland marketing host to /gelderse-handen, as the API does', async ({ page }) => {
  const landingOrigin = `http://gelderse-handen.localhost:${Number(port) + 1}`;
  await page.goto(`${landingOrigin}/en/vacancies/search`);
  await expect(page).toHaveURL(`${landingOrigin}/en/gelderse-handen`);
  await page.goto(`${landingOrigin}/vacancies/search`);
  await expect(page).toHaveURL(`${landingOrigin}/gelderse-handen`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gelderse Handen' })).toBeVisible();
});
