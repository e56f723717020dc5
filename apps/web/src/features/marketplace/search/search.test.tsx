import { SEARCH_QUERIES_STORAGE_KEY } from '@hearth/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Window as HappyDomWindow } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { settleRequests } from '../../../test/pendingRequests.ts';
import { renderApp } from '../../../test/renderApp.tsx';

// Against the real test server and its demo listings: Maple Home Care in Toronto and Soins
// Saint-Laurent in Montréal each list home care, shared living and a day program.

const user = userEvent.setup({ delay: null });

function storedQueries(): Record<string, Record<string, unknown>> {
  return JSON.parse(window.sessionStorage.getItem(SEARCH_QUERIES_STORAGE_KEY) ?? '{}');
}

/** As a reload does: the page's memory goes, session storage and cookies stay. */
async function reload(path: string) {
  await settleRequests();
  cleanup();
  return renderApp(path);
}

async function searchFor(text: string, option: string) {
  const box = await screen.findByRole('combobox', { name: 'City or town' });
  // The stored place arrives first and fills the box; typing starts after it.
  await waitFor(() =>
    expect(screen.queryByRole('progressbar', { name: 'Searching for care…' })).toBeNull(),
  );
  await user.clear(box);
  await user.type(box, text);
  await user.click(await screen.findByRole('option', { name: option }));
}

function setViewportWidth(width: number) {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 900 });
}

afterEach(() => {
  window.sessionStorage.clear();
  setViewportWidth(1024);
});

describe('marketplace search', () => {
  it('finds home care near a chosen city, remembers it and keeps each kind of care apart', async () => {
    const { router } = renderApp('/en-us/homecare');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find home care' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Enter a city or town above to see the care offered near it.'),
    ).toBeInTheDocument();

    await searchFor('Toron', 'Toronto, ON');
    const results = screen.getByRole('region', { name: 'Search results' });
    expect(
      await within(results).findByText(/results? within 25 km of Toronto, ON/),
    ).toBeInTheDocument();
    const listing = within(results).getByRole('link', {
      name: 'Maple Home Care — In-home support',
    });
    // Prices are in the searched place's currency, whatever the page's language.
    expect(within(results).getAllByText('CA$32–CA$45 per hour').length).toBeGreaterThan(0);
    // On a wide screen the map stands beside the list.
    expect(within(results).getByRole('region', { name: 'Map of the results' })).toBeInTheDocument();
    expect(within(results).queryByText(/Soins Saint-Laurent/)).not.toBeInTheDocument();
    expect(storedQueries().homecare).toMatchObject({
      location: 'Toronto, ON',
      city1: 'Toronto',
      state1: 'ON',
      country1: 'CA',
    });
    expect(document.title).toMatch(/^Home care near you · /);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/^Compare home care agencies near you/),
    );

    // A filter goes into the address and narrows the results.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Distance' }), '5');
    await waitFor(() => expect(router.state.location.search).toBe('?radiusKm=5'));
    // The listing's address keeps the search, for the way back.
    expect(listing.getAttribute('href')).toMatch(/^\/en-us\/homecare\/listings\/\d+\?radiusKm=5$/);

    // Another kind of care starts from the place just searched, and keeps its own from then on.
    const kinds = screen.getByRole('navigation', { name: 'Kind of care' });
    expect(within(kinds).getByRole('link', { name: 'Home care' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(kinds).getByRole('link', { name: 'Shared living' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find shared living' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'City or town' })).toHaveValue('Toronto, ON'),
    );
    await searchFor('Montr', 'Montréal, QC');
    expect(
      await screen.findByRole('link', { name: 'Soins Saint-Laurent — Shared living home' }),
    ).toBeInTheDocument();

    // After a reload each kind of care still has its own place.
    await reload('/en-us/homecare');
    const box = await screen.findByRole('combobox', { name: 'City or town' });
    await waitFor(() => expect(box).toHaveValue('Toronto, ON'));
    expect(
      await screen.findByRole('link', { name: 'Maple Home Care — In-home support' }),
    ).toBeInTheDocument();

    // A new tab has no session copy: the server's copy for this visitor fills the place.
    window.sessionStorage.clear();
    await reload('/en-us/shared-living');
    const boxAgain = await screen.findByRole('combobox', { name: 'City or town' });
    await waitFor(() => expect(boxAgain).toHaveValue('Montréal, QC'));
    expect(storedQueries()['shared-living']).toMatchObject({ city1: 'Montréal' });
  });

  it('searches for typed words the server resolves, and says what to do when it cannot', async () => {
    renderApp('/en-us/day-program');
    const box = await screen.findByRole('combobox', { name: 'City or town' });
    await user.type(box, 'Toronto, Ontario');
    // Enter before any suggestion arrives searches for the words as typed.
    await user.keyboard('{Escape}{Enter}');
    expect(
      await screen.findByRole('link', { name: 'Maple Home Care — Day program' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/results? within 25 km of Toronto, ON/)).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'Qqqxzzv{Escape}{Enter}');
    expect(
      await screen.findByText(
        'We could not find this place. Check the spelling, or pick a city from the list as you type.',
      ),
    ).toBeInTheDocument();
  });

  it('opens a listing with its details, the ways to ask for care and a way back', async () => {
    renderApp('/en-ca/homecare?radiusKm=50');
    await searchFor('Toron', 'Toronto, ON');
    await user.click(
      await screen.findByRole('link', { name: 'Maple Home Care — In-home support' }),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maple Home Care — In-home support' }),
    ).toBeInTheDocument();
    const requestCare = screen.getByRole('link', { name: 'Request care' });
    expect(requestCare.getAttribute('href')).toMatch(
      /^\/en-ca\/homecare\/listings\/\d+\/request-care$/,
    );
    expect(screen.getByRole('link', { name: 'Book a visit' })).toHaveAttribute(
      'href',
      `${requestCare.getAttribute('href')}?kind=bookVisit`,
    );
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('07:00 to 21:00')).toBeInTheDocument();
    expect(within(details).getByText(/^\$32–\$45 per hour$/)).toBeInTheDocument();
    expect(document.title).toMatch(/^Maple Home Care — In-home support · /);
    expect(screen.getByRole('link', { name: 'Back to results' })).toHaveAttribute(
      'href',
      '/en-ca/homecare?radiusKm=50',
    );
  });

  it('says a listing is not found under an unknown id', async () => {
    renderApp('/en-us/homecare/listings/999999');
    expect(await screen.findByRole('heading', { name: 'Listing not found' })).toBeInTheDocument();
  });
});

describe('on a phone', () => {
  it('shows the list first and the map on request', async () => {
    setViewportWidth(360);
    renderApp('/en-us/homecare');
    await searchFor('Toron', 'Toronto, ON');
    const list = await screen.findByRole('button', { name: 'List' });
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(
      await screen.findByRole('link', { name: 'Maple Home Care — In-home support' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map of the results' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Map' }));
    expect(screen.getByRole('region', { name: 'Map of the results' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Maple Home Care — In-home support' })).toBeNull();
  });
});

describe('place pages', () => {
  it('seeds the search with the place of the address', async () => {
    renderApp('/en-ca/locations/ontario/ottawa');
    expect(
      await screen.findByRole('heading', { level: 1, name: /in Ottawa, ON$/ }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/results? within 25 km of Ottawa, ON/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'City or town' })).toHaveValue('Ottawa, ON');
    expect(document.title).toMatch(/^Care in Ottawa, ON · /);
    const stored = Object.values(storedQueries());
    expect(stored).toContainEqual(
      expect.objectContaining({ city1: 'Ottawa', state1: 'ON', country1: 'CA' }),
    );
  });

  it('says so for a place it does not know, with a way to search', async () => {
    renderApp('/en-us/locations/ontario/atlantis');
    expect(await screen.findByRole('heading', { name: 'Place not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search for care' })).toHaveAttribute(
      'href',
      '/en-us/homecare',
    );
  });
});

describe('in Spanish', () => {
  it('labels the search in Spanish', async () => {
    renderApp('/es-es/homecare');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Encuentre cuidado a domicilio' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ciudad o localidad' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Distancia' })).toBeInTheDocument();
    const kinds = screen.getByRole('navigation', { name: 'Tipo de cuidado' });
    expect(within(kinds).getByRole('link', { name: 'Vivienda compartida' })).toBeInTheDocument();
  });
});
