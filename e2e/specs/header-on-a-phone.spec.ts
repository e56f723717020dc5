import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

// A phone's app bar holds the menu button, the app's name, the theme switch and "Sign in" or the
// account: each on one line, the page never scrolling sideways.
test.use({ viewport: { width: 360, height: 740 } });

const appName = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Hearth demo' });

/** Whether any text in `element` takes more than one line (a text on one line has one box). */
async function wraps(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let text = texts.nextNode(); text !== null; text = texts.nextNode()) {
      range.selectNodeContents(text);
      if (range.getClientRects().length > 1) {
        return true;
      }
    }
    return false;
  });
}

/** Whether the text of `element` is cut short (…) instead of shown whole. */
async function cutShort(element: Locator): Promise<boolean> {
  return element.evaluate((node) =>
    [node, ...Array.from(node.querySelectorAll('*'))].some(
      (part) => part.scrollWidth > part.clientWidth,
    ),
  );
}

for (const locale of ['en-us', 'es-es'] as const) {
  test(`a visitor sees the app's name and "Sign in" whole, each on one line (${locale})`, async ({
    page,
  }) => {
    await page.goto(`/${locale}`);
    const signIn = page
      .getByRole('banner')
      .getByRole('link', { name: locale === 'en-us' ? 'Sign in' : 'Iniciar sesión' });
    await expect(signIn).toBeVisible();
    await expect(appName(page)).toBeVisible();
    for (const part of [appName(page), signIn]) {
      expect(await wraps(part)).toBe(false);
      expect(await cutShort(part)).toBe(false);
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
}

test("a signed-in person's name is on their account button and heads its menu", async ({
  page,
}) => {
  await signInAs(page, 'agency');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  expect(await wraps(appName(page))).toBe(false);
  expect(await cutShort(appName(page))).toBe(false);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Account menu for Agnes Owner' }).click();
  const profile = page.getByRole('menuitem', { name: /^Agnes Owner/ });
  await expect(profile).toContainText('Profile and security');
  expect(await cutShort(profile)).toBe(false);
  await profile.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile and security' })).toBeVisible();
});
