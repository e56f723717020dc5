import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakeIntersectionObserver,
  scrollIntoView,
} from '../../../test/fakeIntersectionObserver.ts';
import { renderWithProviders } from '../../../test/renderApp.tsx';
import { LazyListingsMap } from './LazyListingsMap.tsx';
import { sizeLeafletMaps } from './mapTestSize.ts';
import { placeLabelClass } from './placeLabelLayer.ts';

sizeLeafletMaps();

const mapRegion = () => screen.getByRole('region', { name: 'Map of home care near Toronto' });

describe('LazyListingsMap', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('holds the map’s room and loads nothing until the map comes near the viewport', async () => {
    renderWithProviders(
      <LazyListingsMap
        listings={[{ id: 7, name: 'Sunrise Home Care', latitude: 43.6532, longitude: -79.3832 }]}
        center={{ latitude: 43.6532, longitude: -79.3832 }}
        radiusKm={25}
        onOpenListing={() => undefined}
        label="Map of home care near Toronto"
      />,
    );
    const room = mapRegion();
    // Waiting to be scrolled to is not loading: nothing that waits for a page to settle waits on it.
    expect(room).not.toHaveAttribute('aria-busy');
    expect(document.querySelector('.leaflet-container')).toBeNull();

    scrollIntoView(room);

    // The room gives way to the map itself once Leaflet has loaded.
    await waitFor(() => expect(mapRegion().querySelector('.leaflet-container')).not.toBeNull());
    const map = mapRegion();
    // The offline base comes with it: the gazetteer's names around the search.
    await waitFor(() =>
      expect(
        [...map.querySelectorAll(`.${placeLabelClass}`)].map((label) => label.textContent),
      ).toContain('Toronto'),
    );
  });
});
