import { geoJSON, type Map as LeafletMap, layerGroup } from 'leaflet';
import type { BaseGeometry } from './baseGeometry.ts';

/** The class names the map's styles colour the base with, light or dark. */
export const baseClasses = {
  land: 'hearth-map-land',
  countryBorder: 'hearth-map-country-border',
  stateBorder: 'hearth-map-state-border',
} as const;

// Where tiles would lie (Leaflet's tile pane is at 200): under the search circle and markers.
const BASE_PANE = 'hearthBase';
const BASE_PANE_Z_INDEX = '200';

function basePane(map: LeafletMap): string {
  if (map.getPane(BASE_PANE) === undefined) {
    const pane = map.createPane(BASE_PANE);
    pane.style.zIndex = BASE_PANE_Z_INDEX;
    // Shapes without words: nothing for a screen reader to say.
    pane.setAttribute('aria-hidden', 'true');
  }
  return BASE_PANE;
}

/** Draws land and borders on the map; the map's own background is the water. Returns the layer. */
export function addOfflineBase(map: LeafletMap, geometry: BaseGeometry) {
  // Leaflet gives each pane its own SVG renderer, so the base stays apart from the search circle.
  const drawn = { interactive: false, pane: basePane(map) };
  return layerGroup([
    geoJSON(geometry.land, {
      ...drawn,
      style: { className: baseClasses.land, stroke: false, fillOpacity: 1 },
    }),
    geoJSON(geometry.stateBorders, {
      ...drawn,
      style: { className: baseClasses.stateBorder, fill: false, weight: 1, dashArray: '4 3' },
    }),
    geoJSON(geometry.countryBorders, {
      ...drawn,
      style: { className: baseClasses.countryBorder, fill: false, weight: 1.5 },
    }),
  ]).addTo(map);
}
