import { expect, type Page, request as playwrightRequest } from '@playwright/test';

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

type SignInOptions = {
  locale?: string;
  password?: string;
  /** The page to open once signed in; the signed-in home of the locale by default. */
  open?: string;
};

/**
 * Signs a demo account in through the API (the page's own cookie jar, so the browser is signed in
 * too) and opens a page: for tests whose subject is not the sign-in form, which then load one page
 * instead of two. Tests of signing in use `signInWith`.
 */
export async function signInAs(
  page: Page,
  role: DemoRole,
  { locale = 'en-us', password = DEMO_PASSWORD, open = `/${locale}/user` }: SignInOptions = {},
): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in', {
    data: { email: demoEmail(role), password },
  });
  expect(response.status(), `signing in as ${role}`).toBe(200);
  await page.goto(open);
}

/** Signs in through the sign-in page, as a person would, and waits for the signed-in area. */
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

/**
 * The headers of a request signed in as a demo account: its session cookie, and the CSRF token
 * both as the cookie and as the header the app's client sends. For tools that drive a browser of
 * their own (Lighthouse), whose page cannot be signed in through Playwright's cookie jar.
 */
export async function signedInHeaders(
  baseURL: string,
  role: DemoRole,
): Promise<Record<string, string>> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const response = await api.post('/api/auth/sign-in', {
      data: { email: demoEmail(role), password: DEMO_PASSWORD },
    });
    expect(response.status(), `signing in as ${role}`).toBe(200);
    const { cookies } = await api.storageState();
    const pageCookies = cookies.filter((cookie) => cookie.path === '/');
    return {
      Cookie: pageCookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
      'X-XSRF-TOKEN': pageCookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '',
    };
  } finally {
    await api.dispose();
  }
}
