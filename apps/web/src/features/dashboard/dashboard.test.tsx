import {
  careDay,
  itemResponse,
  myDaySchema,
  namespacedEvent,
  REALTIME,
  Role,
  realtimeChannel,
  routes,
  STATISTICS_TILES,
  shiftSchema,
  statisticsResponseSchema,
} from '@hearth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import Pusher from 'pusher-js';
import { afterEach, describe, expect, inject, it, onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import { renderApp } from '../../test/renderApp.tsx';
import { type SeenRequest, watchRequests } from '../../test/requests.ts';
import { createAgency, createUser } from '../../test/serverApi.ts';
import { asSignedIn, signInAs, signInWith } from '../../test/session.ts';
import { firstName, nextVisit, visitsOfTheDay } from './CaregiverDay.tsx';

// Against the real test server and its demo data: each role's home shows the figures of its own
// scope above its shortcuts, the numbers as the server counts them.

async function figures() {
  return statisticsResponseSchema.parse(await asSignedIn('POST', '/api/reports/all/statistics', {}))
    .data;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the signed-in home', () => {
  it("shows the demo agency's day in Spanish, each tile linking to its rows", async () => {
    const authDetails = await signInAs('agency');
    const tiles = await figures();
    renderApp('/es-es/user', { authDetails });

    const dashboard = await screen.findByRole('region', { name: 'Su día de un vistazo' });
    // Tiles the size of the figures hold their places until the figures arrive.
    expect(within(dashboard).getAllByRole('listitem')).toHaveLength(STATISTICS_TILES.agency.length);
    const link = await within(dashboard).findByRole('link', { name: /Visitas de hoy/ });
    expect(within(dashboard).getAllByRole('listitem')).toHaveLength(STATISTICS_TILES.agency.length);
    const visits = tiles.find((tile) => tile.key === 'visitsToday');
    expect(link).toHaveAttribute('href', '/es-es/user/reports/visits');
    expect(link).toHaveTextContent(new Intl.NumberFormat('es-ES').format(visits?.value ?? -1));
    const postings = within(dashboard).getByRole('link', { name: /Ofertas abiertas/ });
    expect(postings).toHaveAttribute('href', '/es-es/user/postings');
    expect(screen.getByRole('heading', { name: 'Qué puede hacer aquí' })).toBeInTheDocument();
  });

  it('shows a partner its referral pipeline', async () => {
    const authDetails = await signInAs('partner');
    renderApp('/en-us/user', { authDetails });
    const dashboard = await screen.findByRole('region', { name: 'Your referrals' });
    expect(await within(dashboard).findAllByRole('listitem')).toHaveLength(
      STATISTICS_TILES.partner.length,
    );
    expect(
      await within(dashboard).findByRole('link', { name: /Referrals this month/ }),
    ).toBeVisible();
  });

  it('shows administrators the platform, a figure without a page as plain text', async () => {
    const authDetails = await signInAs('admin');
    renderApp('/en-us/user', { authDetails });
    const dashboard = await screen.findByRole('region', { name: 'The platform today' });
    expect(await within(dashboard).findByRole('link', { name: /Sign-ins today/ })).toHaveAttribute(
      'href',
      '/en-us/user/sign-ins',
    );
    const failed = within(dashboard).getByText('Background jobs failed today').closest('li');
    expect(failed).not.toBeNull();
    expect(within(failed as HTMLElement).queryByRole('link')).toBeNull();
  });

  it("shows a caregiver today's visits and the next one, linking to My shifts", async () => {
    // The page and the test read "today" from one stopped clock: read twice, just after midnight
    // the page could ask for another day than the test did.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const today = careDay(new Date());
    const authDetails = await signInAs('caregiver');
    const mine = z
      .object({ data: z.array(shiftSchema) })
      .parse(await asSignedIn('GET', `/api/my/shifts?date=${today}`)).data;
    const visits = visitsOfTheDay(mine);
    renderApp('/es-es/user', { authDetails });

    const day = await screen.findByRole('region', { name: 'Su día' });
    const count = await within(day).findByRole('link', { name: /Visitas de hoy/ });
    expect(count).toHaveAttribute('href', '/es-es/user/my-shifts');
    expect(count).toHaveTextContent(new Intl.NumberFormat('es-ES').format(visits.length));
    // The demo caregiver has a visit under way (or, at midnight, only visits done).
    expect(visits.length).toBeGreaterThan(0);
    const next = nextVisit(visits);
    if (next !== null) {
      const link = within(day).getByRole('link', { name: /Visita en curso|Próxima visita/ });
      expect(link).toHaveAttribute('href', '/es-es/user/my-shifts');
      expect(link).toHaveTextContent(firstName(next.patient.name));
    }
    expect(screen.getByRole('heading', { name: 'Qué puede hacer aquí' })).toBeInTheDocument();
  });

  it('shows a caregiver the tasks and doses still due today, each linking to the client', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const today = careDay(new Date());
    const authDetails = await signInAs('caregiver');
    const due = itemResponse(myDaySchema).parse(
      await asSignedIn('GET', `/api/my/day?date=${today}`),
    ).data;
    renderApp('/es-es/user', { authDetails });

    const day = await screen.findByRole('region', { name: 'Su día' });
    const count = new Intl.NumberFormat('es-ES');
    const tasks = (await within(day).findByText('Tareas pendientes de hoy')).closest('li');
    expect(tasks).toHaveTextContent(count.format(due.tasks.due));
    const taskLinks = within(tasks as HTMLElement).queryAllByRole('link');
    expect(taskLinks.map((link) => link.getAttribute('href'))).toEqual(
      due.tasks.next.map((task) => `/es-es/user/patients/${task.patientId}`),
    );
    const doses = within(day).getByText('Dosis que dar hoy').closest('li');
    expect(doses).toHaveTextContent(count.format(due.doses.due));
    const doseLinks = within(doses as HTMLElement).queryAllByRole('link');
    expect(doseLinks.map((link) => link.getAttribute('href'))).toEqual(
      due.doses.next.map((dose) => `/es-es/user/patients/${dose.patientId}/mar`),
    );
  });
});

describe("an agency's figures through its statistics channel", () => {
  const statisticsPath = routes.reports.statistics().url;
  const statisticsCalls = (seen: SeenRequest[]) =>
    seen.filter((request) => request.url === statisticsPath);

  async function newAgencyOwner() {
    const agencyId = await createAgency();
    const owner = await createUser({ role: Role.agency, agencyIds: [agencyId] });
    return { agencyId, authDetails: await signInWith(owner.email, owner.password) };
  }

  /** The demo administrator listens on the channel until figures are kept there. */
  async function figuresKeptFor(agencyId: number): Promise<void> {
    const { origin, adminToken } = inject('webTestServer');
    const { hostname, port } = new URL(origin);
    const pusher = new Pusher('test-app-key', {
      cluster: '',
      wsHost: hostname,
      wsPort: Number(port),
      forceTLS: false,
      enabledTransports: ['ws'],
      channelAuthorization: {
        endpoint: REALTIME.authEndpoint,
        transport: 'ajax',
        headers: { Authorization: `Bearer ${adminToken}` },
      },
    });
    onTestFinished(() => pusher.disconnect());
    const channel = pusher.subscribe(realtimeChannel.agencyStatistics(agencyId));
    // Nothing kept yet: the miss has the server count and publish, which the cache keeps.
    await new Promise<void>((resolve) => {
      channel.bind(namespacedEvent('StatisticsPublished'), () => resolve());
    });
  }

  it('reads them over HTTP when the channel has kept nothing yet', async () => {
    const { authDetails } = await newAgencyOwner();
    const seen = watchRequests();
    renderApp('/en-us/user', { authDetails });
    const dashboard = await screen.findByRole('region', { name: 'Today at a glance' });
    expect(await within(dashboard).findByRole('link', { name: /Visits today/ })).toHaveTextContent(
      '0',
    );
    await waitFor(() => expect(statisticsCalls(seen).length).toBeGreaterThan(0));
  });

  it('shows the kept figures at once, without calling for them', async () => {
    const { agencyId, authDetails } = await newAgencyOwner();
    await figuresKeptFor(agencyId);
    // The page reads the kept figures as just counted however long it takes to open here.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const seen = watchRequests();
    renderApp('/en-us/user', { authDetails });
    const dashboard = await screen.findByRole('region', { name: 'Today at a glance' });
    expect(await within(dashboard).findByRole('link', { name: /Visits today/ })).toHaveTextContent(
      '0',
    );
    expect(within(dashboard).getAllByRole('listitem')).toHaveLength(STATISTICS_TILES.agency.length);
    expect(statisticsCalls(seen)).toEqual([]);
  });

  it('reads kept figures counted over a minute ago again over HTTP', async () => {
    const { agencyId, authDetails } = await newAgencyOwner();
    await figuresKeptFor(agencyId);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 60_000 });
    const seen = watchRequests();
    renderApp('/en-us/user', { authDetails });
    const dashboard = await screen.findByRole('region', { name: 'Today at a glance' });
    expect(await within(dashboard).findByRole('link', { name: /Visits today/ })).toHaveTextContent(
      '0',
    );
    await waitFor(() => expect(statisticsCalls(seen).length).toBeGreaterThan(0));
  });
});
