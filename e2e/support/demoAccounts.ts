import { expect, type Page } from '@playwright/test';

/** The accounts `npm start` seeds on an empty database (see the README). */
export const DEMO_PASSWORD = 'demo-password-2026';

export const demoRoles = [
  'admin',
  'user',
  'agency',
  'agency-agent',
  'provider',
  'partner',
  'partner-agent',
  'caregiver',
] as const;
export type DemoRole = (typeof demoRoles)[number];

export const demoEmail = (role: DemoRole) => `${role}@demo.hearth.test`;

/** Signs in through the sign-in page, as a person would, and waits for the signed-in area. */
export async function signInAs(
  page: Page,
  role: DemoRole,
  { locale = 'en-us', password = DEMO_PASSWORD }: { locale?: string; password?: string } = {},
): Promise<void> {
  await signInWith(page, demoEmail(role), password, locale);
}

export async function signInWith(
  page: Page,
  email: string,
  password: string,
  locale = 'en-us',
): Promise<void> {
  await page.goto(`/${locale}/sign-in`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/user`));
}
