import { expect, type Page, test } from '@playwright/test';
import { createUser } from '../support/adminApi.ts';
import {
  DEMO_PASSWORD,
  type DemoRole,
  demoEmail,
  demoRoles,
  signInAs,
  signInWith,
} from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';
import { trackRequests } from '../support/requestTracker.ts';

// Every signed-in person sees the agencies directory and their sign-in history; the rest follows
// the role: people and reference data for admins, staff records for agency staff, patient records
// for agency staff, caregivers (their care team's) and partners (linked ones).
const directory = ['Agencies', 'Coordinators', 'Payers', 'Caregivers', 'Patients'];
// The agency's daily work, then its marketplace side: the inbox carries a count of new requests
// when there are any, which other tests may have just sent.
// The timesheets follow the visit exceptions they wait on. Shared living follows the shifts: the hub directory, then the referrals of those who work with
// them; administrators also work the host-lead pipeline.
const sharedLiving = ['Shared living hubs', 'Referrals'];
// The agency's care billing follows its visit exceptions.
const careBilling = [
  'Timesheets',
  'Invoice runs',
  'Payments received',
  'Receivables',
  'Billing settings',
];
const agencyWork = [
  'Assessments',
  'Posting board',
  'Shift calendar',
  'Visit exceptions',
  ...careBilling,
  ...sharedLiving,
  'Our listings',
];
const careRequests = /^Care requests/;
const searches = ['Home care', 'Shared living', 'Day programs'];
const navigationOf: Record<DemoRole, (string | RegExp)[]> = {
  admin: [
    'Home',
    'Overview',
    'Users',
    ...directory,
    'Assessments',
    'Posting board',
    'Shift calendar',
    'Visit exceptions',
    ...careBilling,
    ...sharedLiving,
    'Host leads',
    'Our listings',
    'Reported reviews',
    careRequests,
    'Reports',
    'Sign-in history',
    'Audit log',
    'Reference lists',
    'Membership products',
    'Tax rates',
    'Subscriptions',
    'Subscription payments',
    'Invoices',
  ],
  agency: [
    'Home',
    'Overview',
    'Users',
    ...directory,
    ...agencyWork,
    careRequests,
    'Reports',
    'Sign-in history',
    'Invoices',
    'Billing',
  ],
  'agency-agent': [
    'Home',
    'Overview',
    ...directory,
    ...agencyWork,
    careRequests,
    'Reports',
    'Sign-in history',
    'Invoices',
  ],
  user: ['Home', ...searches, 'Overview', 'Agencies', 'Sign-in history', 'My care', 'Invoices'],
  provider: [
    'Home',
    'Overview',
    'Agencies',
    'Patients',
    'Attendance',
    'Shared living hubs',
    'Our listings',
    careRequests,
    'Sign-in history',
  ],
  partner: [
    'Home',
    'Overview',
    'Agencies',
    'Patients',
    ...sharedLiving,
    'Reports',
    'Sign-in history',
    'Billing',
  ],
  'partner-agent': [
    'Home',
    'Overview',
    'Agencies',
    'Patients',
    ...sharedLiving,
    'Reports',
    'Sign-in history',
  ],
  caregiver: [
    'Home',
    'Overview',
    'Agencies',
    'Patients',
    'Posting board',
    'My shifts',
    'My hours',
    'My profile',
    'Shared living hubs',
    'Sign-in history',
  ],
};

test.describe('signing in', () => {
  for (const role of demoRoles) {
    test(`${role} sees the navigation of that role`, async ({ page }) => {
      await signInWith(page, demoEmail(role), DEMO_PASSWORD);
      const navigation = page.getByRole('navigation', { name: 'Main' });
      await expect(navigation.getByRole('link')).toHaveText(navigationOf[role]);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
    });
  }

  test('a wrong password says so clearly and keeps the visitor signed out', async ({ page }) => {
    await page.goto('/en-us/sign-in');
    await page.getByLabel('Email').fill(demoEmail('user'));
    await page.getByLabel('Password').fill('not the password at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The email or password is not right. Check both and try again.',
    );
    await expect(page).toHaveURL(/\/en-us\/sign-in$/);
    await page.goto('/en-us/user');
    await expect(page).toHaveURL(/\/en-us\/sign-in\?next=/);
  });

  test('a visitor sent to sign in comes back to the page they asked for', async ({ page }) => {
    await page.goto('/en-us/user/sign-ins');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByLabel('Email').fill(demoEmail('caregiver'));
    await page.getByLabel('Password').fill('demo-password-2026');
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await expect(page).toHaveURL(/\/en-us\/user\/sign-ins$/);
  });

  test('signing in moves to the same page in the account’s language; a switch afterwards wins', async ({
    page,
    baseURL,
  }) => {
    const user = await createUser(baseURL ?? '', { preferredLocale: 'es-ES' });
    await page.goto('/en-us/user/profile');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await expect(page).toHaveURL(/\/es-es\/user\/profile$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');

    // The person just chose English: it stays English as they move on, until they sign in again.
    await page.getByRole('combobox', { name: 'Idioma', exact: true }).selectOption('en-US');
    await expect(page).toHaveURL(/\/en-us\/user\/profile$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/en-us(\/|$)/);
  });

  test('a role without the right is told so, not shown the page', async ({ page }) => {
    await signInAs(page, 'caregiver', { open: '/en-us/user/audit-log' });
    await expect(page.getByRole('heading', { name: 'Not available to your role' })).toBeVisible();
  });

  test('signing out ends the session on the server too', async ({ page }) => {
    await signInAs(page, 'agency');
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByText('You are signed out.')).toBeVisible();
    await expect(page).toHaveURL(/\/en-us\/sign-in\?reason=signedOut$/);
    const details = await page.request.get('/api/auth-details');
    expect(details.status()).toBe(401);
  });
});

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the signed-in header fits and the menu holds the role navigation', async ({ page }) => {
    await signInAs(page, 'admin', { locale: 'es-es' });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('navigation').getByRole('link')).toHaveText([
      'Inicio',
      'Resumen',
      'Usuarios',
      'Agencias',
      'Coordinadores',
      'Pagadores',
      'Cuidadores',
      'Pacientes',
      'Valoraciones',
      'Tablón de ofertas',
      'Calendario de turnos',
      'Incidencias de visitas',
      'Hojas de horas',
      'Facturaciones',
      'Pagos recibidos',
      'Cuentas por cobrar',
      'Ajustes de facturación',
      'Centros de vivienda compartida',
      'Derivaciones',
      'Candidatos a anfitrión',
      'Nuestros anuncios',
      'Opiniones denunciadas',
      /^Solicitudes de cuidados/,
      'Informes',
      'Historial de accesos',
      'Registro de auditoría',
      'Listas de referencia',
      'Productos de membresía',
      'Tipos impositivos',
      'Suscripciones',
      'Pagos de suscripciones',
      'Facturas',
    ]);
  });
});

for (const width of [1280, 1920]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the admin navigation sits in a side bar, and nothing scrolls sideways', async ({
      page,
    }) => {
      await signInAs(page, 'admin');
      await expect(page.locator('button[aria-controls="main-menu"]')).toHaveCount(0);
      const navigation = page.getByRole('navigation', { name: 'Main' });
      await expect(navigation.getByRole('link')).toHaveCount(navigationOf.admin.length);
      const box = await navigation.boundingBox();
      expect(box?.x).toBeLessThan(50);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

/**
 * Lets the page finish talking to the server before its clock jumps. A response that arrives after
 * the jump would (rightly) tell the page that the server renewed the session; a request cancelled
 * during sign-in is retried a second later on the page's clock, so that second is run first. The
 * live connection comes last in a signed-in page's start (its settings, the socket, the channel's
 * authorization), so the page's state says when the start is over; a quiet spell alone does not:
 * a loaded machine can pause longer between two of those requests.
 */
async function settleBeforeClockJump(
  page: Page,
  requests: ReturnType<typeof trackRequests>,
): Promise<void> {
  await expect(page.getByRole('img', { name: 'Live updates: connected' })).toBeVisible();
  await requests.settled();
  await page.clock.runFor(2000);
  await requests.settled();
}

test.describe('session expiry', () => {
  test('warns a minute before, and "stay signed in" keeps the session', async ({ page }) => {
    const requests = trackRequests(page);
    await page.clock.install();
    await signInAs(page, 'partner');
    await settleBeforeClockJump(page, requests);

    // The server ends an idle session after 30 minutes.
    await page.clock.fastForward('28:30');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.fastForward('01:00');
    const warning = page.getByRole('dialog', { name: 'Are you still there?' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(/signed out in \d+ seconds/);
    await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();

    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning).toBeHidden();
    await page.clock.fastForward('20:00');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/en-us\/user$/);
  });

  test('at the end signs out and returns to sign-in, then back to the page', async ({ page }) => {
    const requests = trackRequests(page);
    await page.clock.install();
    await signInAs(page, 'partner-agent', { open: '/en-us/user/sign-ins' });
    await settleBeforeClockJump(page, requests);

    await page.clock.fastForward('31:00');
    await expect(page).toHaveURL(
      /\/en-us\/sign-in\?next=%2Fen-us%2Fuser%2Fsign-ins&reason=expired/,
    );
    await expect(page.getByText('You were signed out because your session ended.')).toBeVisible();
    expect((await page.request.get('/api/auth-details')).status()).toBe(401);

    await page.getByLabel('Email').fill(demoEmail('partner-agent'));
    await page.getByLabel('Password').fill('demo-password-2026');
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await expect(page).toHaveURL(/\/en-us\/user\/sign-ins$/);
  });
});
