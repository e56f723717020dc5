import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { xsrfHeader } from '../../../test/cookies.ts';
import { renderApp } from '../../../test/renderApp.tsx';

// The home page's search, against the real server's stored state for this test's visitor.

const user = userEvent.setup({ delay: null });

/** Stores a query on the server for this page's visitor cookie, as an earlier visit did. */
async function storeOnServer(searchType: string, query: Record<string, unknown>) {
  const response = await fetch(`/api/cookie/${searchType}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...xsrfHeader() },
    body: JSON.stringify(query),
  });
  expect(response.status).toBe(200);
}

afterEach(() => {
  window.sessionStorage.clear();
});

describe('home page search', () => {
  it('starts from the place last searched for each kind of care, and opens its search', async () => {
    await storeOnServer('homecare', { location: 'Kingston, ON', city1: 'Kingston', state1: 'ON' });
    await storeOnServer('day-program', {});
    const { router } = renderApp('/en-us');

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'City or town' })).toHaveValue('Kingston, ON'),
    );
    expect(screen.getByRole('link', { name: 'Search shared living' })).toHaveAttribute(
      'href',
      '/en-us/shared-living',
    );

    // Another kind of care has its own last place: none yet for day programs.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of care' }), 'day-program');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'City or town' })).toHaveValue(''),
    );
    await user.type(screen.getByRole('combobox', { name: 'City or town' }), 'Toron');
    await user.click(await screen.findByRole('option', { name: 'Toronto, ON' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en-us/day-program'));
    expect(
      await screen.findByRole('link', { name: 'Maple Home Care — Day program' }),
    ).toBeInTheDocument();
  });
});
