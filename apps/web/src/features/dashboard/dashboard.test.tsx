import { careDay, STATISTICS_TILES, shiftSchema, statisticsResponseSchema } from '@hearth/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderApp } from '../../test/renderApp.tsx';
import { asSignedIn, signInAs } from '../../test/session.ts';
import { firstName, nextVisit, visitsOfTheDay } from './CaregiverDay.tsx';

// Against the real test server and its demo data: each role's home shows the figures of its own
// scope above its shortcuts, the numbers as the server counts them.

async function figures() {
  return statisticsResponseSchema.parse(await asSignedIn('POST', '/api/reports/all/statistics', {}))
    .data;
}

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
    const authDetails = await signInAs('caregiver');
    const mine = z
      .object({ data: z.array(shiftSchema) })
      .parse(await asSignedIn('GET', `/api/my/shifts?date=${careDay(new Date())}`)).data;
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
});
