import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { signInAs } from '../../test/session.ts';
import { DEFAULT_VIEWPORT_WIDTH, setViewportWidth } from '../../test/viewport.ts';

// Against the real test server and its demo accounts.

afterEach(() => setViewportWidth(DEFAULT_VIEWPORT_WIDTH));

describe('the reports list', () => {
  it("offers an agency owner the agency's reports, not the platform's", async () => {
    const authDetails = await signInAs('agency');
    renderApp('/en-us/user/reports', { authDetails });
    const list = await screen.findByRole('list');
    expect(within(list).getByRole('link', { name: /^Visits/ })).toHaveAttribute(
      'href',
      '/en-us/user/reports/visits',
    );
    expect(within(list).getAllByRole('link')).toHaveLength(9);
    expect(within(list).queryByRole('link', { name: /^Host leads/ })).toBeNull();
  });

  it('offers a partner their referrals, in Spanish', async () => {
    const authDetails = await signInAs('partner');
    renderApp('/es-es/user/reports', { authDetails });
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: /^Derivaciones/ })).toBeInTheDocument();
  });

  it('tells a caregiver the reports are not for them', async () => {
    const authDetails = await signInAs('caregiver');
    renderApp('/en-us/user/reports', { authDetails });
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Reports');
    expect(screen.queryByRole('link', { name: /^Visits/ })).toBeNull();
  });
});

describe('a report page', () => {
  it('says when a word in the address is no report', async () => {
    const authDetails = await signInAs('agency');
    renderApp('/en-us/user/reports/weather', { authDetails });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^There is no report by that name/);
  });

  it("draws the report's filters from its schema, with the 30 days up to the chosen end", async () => {
    setViewportWidth(360);
    const authDetails = await signInAs('agency');
    renderApp('/en-us/user/reports/visits?to=2026-03-01', { authDetails });
    const filters = await screen.findByRole('search', { name: 'Filters' });
    expect(within(filters).getByLabelText('From')).toHaveValue('2026-01-31');
    expect(within(filters).getByLabelText('To')).toHaveValue('2026-03-01');
    const status = within(filters).getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Scheduled', 'Completed', 'Missed']);
    // The agency is the owner's own: only admins choose one.
    expect(within(filters).queryByLabelText('Agency')).toBeNull();
  });

  it('refuses a range over a year before asking the server', async () => {
    const authDetails = await signInAs('agency');
    renderApp('/en-us/user/reports/visits?from=2024-01-01&to=2026-03-01', { authDetails });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose an end on or after the start, at most 366 days later.',
    );
  });

  it("says a report outside the caller's scope is not theirs, and leads back to the list", async () => {
    const authDetails = await signInAs('partner');
    renderApp('/en-us/user/reports/visits', { authDetails });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent(/^This report is not part of your account\./);
    expect(
      within(alerts[0] as HTMLElement).getByRole('link', { name: 'All reports' }),
    ).toBeVisible();
  });
});
