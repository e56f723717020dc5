import type { MapConfig } from '@hearth/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../api/queryClient.ts';
import { renderWithProviders } from '../../../test/renderApp.tsx';
import { ListingsMap } from './ListingsMap.tsx';
import { mapConfigQuery } from './mapConfigApi.ts';
import { sizeLeafletMaps } from './mapTestSize.ts';

sizeLeafletMaps();

// The test server has no tiles configured; an operator's settings are given to the map as the
// answer of /api/map-config would give them.
function renderWithTiles(config: MapConfig) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(mapConfigQuery.queryKey, config);
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <ListingsMap
        listings={[{ id: 7, name: 'Sunrise Home Care', latitude: 43.6532, longitude: -79.3832 }]}
        center={{ latitude: 43.6532, longitude: -79.3832 }}
        radiusKm={10}
        onOpenListing={() => undefined}
        label="Map of home care near Toronto"
      />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Map of home care near Toronto' });
}

const tiles = (region: HTMLElement) => [...region.querySelectorAll('img.leaflet-tile')];

describe('ListingsMap tiles', () => {
  it('loads tiles from the configured template and credits the provider as plain text', async () => {
    const region = renderWithTiles({
      tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: '<b>Example</b> & contributors',
      maxZoom: 18,
    });
    await waitFor(() => expect(tiles(region).length).toBeGreaterThan(0));
    for (const tile of tiles(region)) {
      expect(tile.getAttribute('src')).toMatch(/^https:\/\/tiles\.example\/\d+\/\d+\/\d+\.png$/);
    }
    const credit = region.querySelector('.leaflet-control-attribution');
    expect(credit).toHaveTextContent('<b>Example</b> & contributors');
    expect(credit?.querySelector('b')).toBeNull();
  });

  it('leaves a failed tile blank and keeps the markers', async () => {
    const region = renderWithTiles({
      tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: null,
      maxZoom: 18,
    });
    await waitFor(() => expect(tiles(region).length).toBeGreaterThan(0));
    const [failed] = tiles(region);
    failed?.dispatchEvent(new Event('error'));
    await waitFor(() => expect(failed).toHaveStyle({ visibility: 'hidden' }));
    expect(region.querySelector('.leaflet-control-attribution')).toBeNull();
    expect(within(region).getByRole('button', { name: 'Sunrise Home Care' })).toBeInTheDocument();
  });
});
