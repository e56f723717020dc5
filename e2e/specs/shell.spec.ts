import { expect, test } from '@playwright/test';
import { horizontalOverflow } from '../support/layout.ts';

const headings = {
  'en-us': 'Care for the people you love, close to home',
  'en-ca': 'Care for the people you love, close to home',
  'es-es': 'Cuidados para las personas que quiere, cerca de casa',
} as const;

test.describe('locales', () => {
  for (const [base, heading] of Object.entries(headings)) {
    test(`/${base} shows the home page in its language`, async ({ page }) => {
      await page.goto(`/${base}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const htmlLang = await page.locator('html').getAttribute('lang');
      expect(htmlLang?.toLowerCase()).toBe(base);
    });
  }

  test('Canadian English uses Canadian spelling', async ({ page }) => {
    await page.goto('/en-ca');
    await expect(page.getByText(/community centre/)).toBeVisible();
    await page.goto('/en-us');
    await expect(page.getByText(/community center/)).toBeVisible();
  });

  test.describe('a Spanish-speaking browser', () => {
    test.use({ locale: 'es-ES' });

    test('is sent from / to /es-es', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/es-es$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings['es-es']);
    });
  });

  test('the language switcher shows the same page in another language and remembers it', async ({
    page,
  }) => {
    await page.goto('/en-us');
    await page.getByLabel('Language').selectOption('es-ES');
    await expect(page).toHaveURL(/\/es-es$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings['es-es']);

    await page.goto('/');
    await expect(page).toHaveURL(/\/es-es$/);
  });
});

test('the theme switch changes the colours and is remembered', async ({ page }) => {
  await page.goto('/en-us');
  const html = page.locator('html');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expect(html).toHaveAttribute('data-theme', 'light');
  const lightBackground = await background();

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await background()).not.toBe(lightBackground);

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const base of Object.keys(headings)) {
    test(`/${base} fits without sideways scrolling and folds the navigation into a menu`, async ({
      page,
    }) => {
      await page.goto(`/${base}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      const menuButton = page.locator('button[aria-controls="main-menu"]');
      await expect(menuButton).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await menuButton.click();
      await expect(page.getByRole('navigation')).toBeVisible();
    });
  }
});

test.describe('at 1920 px wide', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('shows the navigation in the bar and keeps the text in a readable column', async ({
    page,
  }) => {
    await page.goto('/en-us');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('button[aria-controls="main-menu"]')).toHaveCount(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const headingBox = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(headingBox?.width).toBeLessThan(1300);
  });
});

test('the keyboard reaches a skip link first, which moves focus to the main content', async ({
  page,
}) => {
  await page.goto('/en-us');
  // The app draws the page once its words and the frame's data are in; a key pressed before
  // lands on an empty document.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('an unknown page says so and leads home, in the visitor’s language', async ({ page }) => {
  await page.goto('/es-es/no-such-page');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await page.goto('/en-us/no-such-page/deeper');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/en-us$/);
});

test('an unknown API route answers JSON 404, not the web app', async ({ request }) => {
  const response = await request.get('/api/no-such-route');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'not_found' });
});

test('the health check reports the database', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
});
