import type { MapPlace } from '@hearth/domain';
import { divIcon, type Map as LeafletMap, layerGroup, type Marker, marker } from 'leaflet';
import { labelBox, labelsThatFit } from './placeLabels.ts';

/** The class name the map's styles give a city's name. */
export const placeLabelClass = 'hearth-map-place';

// Above the base and the search circle (400), under the listings' markers (600).
const LABEL_PANE = 'hearthPlaceLabels';
const LABEL_PANE_Z_INDEX = '450';

function labelPane(map: LeafletMap): string {
  if (map.getPane(LABEL_PANE) === undefined) {
    const pane = map.createPane(LABEL_PANE);
    pane.style.zIndex = LABEL_PANE_Z_INDEX;
    // The names only show where the map is; read aloud they would bury its listings.
    pane.setAttribute('aria-hidden', 'true');
    // Names never take a click or a touch meant for the map or a marker.
    pane.style.pointerEvents = 'none';
  }
  return LABEL_PANE;
}

function labelMarker(place: MapPlace, pane: string): Marker {
  const name = document.createElement('span');
  name.className = placeLabelClass;
  name.textContent = place.name;
  // A zero-size icon at the city's point; the name is centred on it by the map's styles.
  const icon = divIcon({ html: name, className: '', iconSize: [0, 0] });
  return marker([place.latitude, place.longitude], {
    icon,
    pane,
    interactive: false,
    keyboard: false,
  });
}

export type PlaceLabelLayer = {
  /** Names as many of `places` (largest first) as fit the current view without overlapping. */
  show: (places: readonly MapPlace[]) => void;
  remove: () => void;
};

/** City names on the map, thinned to those that fit; a name already shown stays where it is. */
export function createPlaceLabelLayer(map: LeafletMap): PlaceLabelLayer {
  const pane = labelPane(map);
  const group = layerGroup().addTo(map);
  const shown = new Map<number, Marker>();

  return {
    show(places) {
      const fitting = labelsThatFit(places, (place) =>
        labelBox(place.name, map.latLngToContainerPoint([place.latitude, place.longitude])),
      );
      const wanted = new Set(fitting.map((place) => place.id));
      for (const [id, label] of shown) {
        if (!wanted.has(id)) {
          group.removeLayer(label);
          shown.delete(id);
        }
      }
      for (const place of fitting) {
        if (!shown.has(place.id)) {
          const label = labelMarker(place, pane);
          shown.set(place.id, label);
          group.addLayer(label);
        }
      }
    },
    remove() {
      group.remove();
      shown.clear();
    },
  };
}
