import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderApp.tsx';
import { ListingsMap } from './ListingsMap.tsx';
import { sizeLeafletMaps } from './mapTestSize.ts';
import { placeLabelClass } from './placeLabelLayer.ts';

sizeLeafletMaps();

// The test server has no tiles configured, as a fresh install has none.
function renderTorontoSearch(radiusKm: number) {
  renderWithProviders(
    <ListingsMap
      listings={[{ id: 7, name: 'Sunrise Home Care', latitude: 43.6532, longitude: -79.3832 }]}
      center={{ latitude: 43.6532, longitude: -79.3832 }}
      radiusKm={radiusKm}
      onOpenListing={() => undefined}
      label="Map of home care near Toronto"
    />,
  );
  return screen.getByRole('region', { name: 'Map of home care near Toronto' });
}

const placeNames = (region: HTMLElement) =>
  [...region.querySelectorAll(`.${placeLabelClass}`)].map((label) => label.textContent);

describe('ListingsMap without tiles', () => {
  it("names the gazetteer's cities in view, kept from screen readers, and loads no tiles", async () => {
    const region = renderTorontoSearch(25);
    await waitFor(() => expect(placeNames(region)).toContain('Toronto'));
    expect(placeNames(region)).toEqual(expect.arrayContaining(['Mississauga']));
    const label = region.querySelector(`.${placeLabelClass}`);
    expect(label?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(region.querySelector('img.leaflet-tile')).toBeNull();
    // The names are not among what the map offers to a keyboard or a screen reader.
    expect(
      within(region)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).not.toContain('Toronto');
  });

  it('drops a smaller neighbour whose name would touch a larger one once zoomed out', async () => {
    const region = renderTorontoSearch(5);
    // East York lies 6 km from downtown: apart at street level, on top of Toronto from afar.
    await waitFor(() =>
      expect(placeNames(region)).toEqual(expect.arrayContaining(['Toronto', 'East York'])),
    );
    const zoomOut = within(region).getByRole('button', { name: 'Zoom out' });
    for (let step = 0; step < 4; step += 1) {
      zoomOut.click();
    }
    await waitFor(() => expect(placeNames(region)).not.toContain('East York'));
    expect(placeNames(region)).toContain('Toronto');
  });
});
