import type { Locale } from '@hearth/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderApp.tsx';
import type { MapListing } from './clusters.ts';
import { ListingsMap } from './ListingsMap.tsx';
import { sizeLeafletMaps } from './mapTestSize.ts';

sizeLeafletMaps();

const toronto = { latitude: 43.6532, longitude: -79.3832 };
const nearby: MapListing[] = [
  { id: 1, name: 'Sunrise Home Care', latitude: 43.6532, longitude: -79.3832 },
  { id: 2, name: 'Maple Care', latitude: 43.6542, longitude: -79.3842 },
  { id: 3, name: 'Lakeside Helpers', latitude: 43.6522, longitude: -79.3822 },
];
const faraway: MapListing = {
  id: 4,
  name: 'Scarborough Seniors',
  latitude: 43.7764,
  longitude: -79.2318,
};

function renderMap(
  props: Partial<Parameters<typeof ListingsMap>[0]> = {},
  locale: Locale = 'en-US',
) {
  const onOpenListing = vi.fn();
  renderWithProviders(
    <ListingsMap
      listings={[...nearby, faraway]}
      center={toronto}
      radiusKm={25}
      onOpenListing={onOpenListing}
      label="Map of home care near Toronto"
      {...props}
    />,
    { locale },
  );
  return {
    onOpenListing,
    region: screen.getByRole('region', { name: 'Map of home care near Toronto' }),
  };
}

describe('ListingsMap', () => {
  it('is a named region that tells screen-reader users the list holds the same results', () => {
    const { region } = renderMap();
    expect(
      within(region).getByText(/The list on this page holds the same results/),
    ).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
  });

  it('groups nearby listings in a cluster button with its count, and shows a lone one by name', async () => {
    const { region } = renderMap();
    const cluster = await within(region).findByRole('button', { name: '3 listings here, zoom in' });
    expect(cluster).toHaveTextContent('3');
    expect(within(region).getByRole('button', { name: 'Scarborough Seniors' })).toBeInTheDocument();
  });

  it('zooms into a cluster on Enter until its listings stand apart, and opens one on Enter', async () => {
    const { region, onOpenListing } = renderMap();
    const cluster = await within(region).findByRole('button', { name: '3 listings here, zoom in' });
    cluster.focus();
    await userEvent.keyboard('{Enter}');

    const marker = await within(region).findByRole('button', { name: 'Maple Care' });
    expect(within(region).queryByRole('button', { name: /listings here/ })).not.toBeInTheDocument();
    marker.focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpenListing).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('opens a listing when its marker is clicked', async () => {
    const { region, onOpenListing } = renderMap();
    await userEvent.click(
      await within(region).findByRole('button', { name: 'Scarborough Seniors' }),
    );
    expect(onOpenListing).toHaveBeenCalledExactlyOnceWith(4);
  });

  it('shows one listing on its own page, marked as the one selected', async () => {
    const { region } = renderMap({
      listings: [faraway],
      center: faraway,
      radiusKm: undefined,
      selectedListingId: 4,
    });
    const marker = await within(region).findByRole('button', { name: 'Scarborough Seniors' });
    expect(marker).toHaveClass('hearth-map-selected');
    // No list beside it to point to: the note only says how to use the map.
    expect(within(region).queryByText(/The list on this page/)).not.toBeInTheDocument();
    expect(within(region).getByText(/use the arrow keys to move/)).toBeInTheDocument();
  });

  it('speaks Spanish in es-ES', async () => {
    const { region } = renderMap({}, 'es-ES');
    expect(
      await within(region).findByRole('button', { name: '3 anuncios aquí; acerque el mapa' }),
    ).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Acercar' })).toBeInTheDocument();
  });
});
