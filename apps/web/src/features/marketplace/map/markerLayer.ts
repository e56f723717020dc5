import {
  DomEvent,
  divIcon,
  type LatLng,
  type Map as LeafletMap,
  latLng,
  layerGroup,
  type Marker,
  marker,
} from 'leaflet';
import type { MapPoint } from './clusters.ts';

/** The class names the map's styles give to what this layer draws. */
export const markerClasses = {
  listing: 'hearth-map-listing',
  cluster: 'hearth-map-cluster',
  selected: 'hearth-map-selected',
} as const;

export type MarkerLabels = {
  listing: (name: string) => string;
  cluster: (count: number) => string;
};

export type MarkerActions = {
  openListing: (listingId: number) => void;
  /** `fromKeyboard`: the person pressed Enter or Space on it, and keeps working by keyboard. */
  expandCluster: (clusterId: number, at: LatLng, fromKeyboard: boolean) => void;
};

export type MarkerLayer = {
  /** Draws exactly `points`, keeping the markers already drawn (and the keyboard focus on one). */
  show: (
    points: readonly MapPoint[],
    selectedListingId: number | undefined,
    labels: MarkerLabels,
  ) => void;
  remove: () => void;
};

// Sizes grow with the count, so a large group reads as large before its number is read.
function clusterSize(count: number): number {
  if (count < 10) {
    return 36;
  }
  return count < 100 ? 44 : 52;
}

function iconOf(point: MapPoint) {
  if (point.kind === 'listing') {
    return divIcon({ className: markerClasses.listing, iconSize: [28, 28], html: '' });
  }
  const size = clusterSize(point.count);
  return divIcon({
    className: markerClasses.cluster,
    iconSize: [size, size],
    // The number is what sighted people read; the button's label says it in words.
    html: `<span aria-hidden="true">${point.count}</span>`,
  });
}

/**
 * Listing and cluster markers as focusable buttons on `map`. Markers are keyed by listing or
 * cluster, so panning at one zoom keeps them (and a focused one keeps its focus).
 */
export function createMarkerLayer(map: LeafletMap, actions: MarkerActions): MarkerLayer {
  const group = layerGroup().addTo(map);
  const drawn = new Map<string, { marker: Marker; point: MapPoint }>();

  const activate = (point: MapPoint, fromKeyboard: boolean) => {
    if (point.kind === 'listing') {
      actions.openListing(point.listing.id);
    } else {
      actions.expandCluster(point.clusterId, latLng(point.latitude, point.longitude), fromKeyboard);
    }
  };

  const add = (point: MapPoint) => {
    const added = marker([point.latitude, point.longitude], {
      icon: iconOf(point),
      keyboard: true,
      riseOnHover: true,
      title: point.kind === 'listing' ? point.listing.name : '',
    })
      .on('click', () => activate(point, false))
      .addTo(group);
    const element = added.getElement();
    if (element !== undefined) {
      // Leaflet makes the icon a focusable role="button", but only a click activates it.
      DomEvent.on(element, 'keydown', (event) => {
        const { key } = event as KeyboardEvent;
        if (key === 'Enter' || key === ' ') {
          DomEvent.preventDefault(event);
          activate(point, true);
        }
      });
    }
    drawn.set(point.key, { marker: added, point });
    return added;
  };

  return {
    show(points, selectedListingId, labels) {
      const wanted = new Set(points.map((point) => point.key));
      for (const [key, { marker: old }] of drawn) {
        if (!wanted.has(key)) {
          group.removeLayer(old);
          drawn.delete(key);
        }
      }
      const { listing: listingLabel, cluster: clusterLabel } = labels;
      for (const point of points) {
        const shown = drawn.get(point.key)?.marker ?? add(point);
        const selected = point.kind === 'listing' && point.listing.id === selectedListingId;
        shown.setZIndexOffset(selected ? 1000 : 0);
        const element = shown.getElement();
        element?.classList.toggle(markerClasses.selected, selected);
        element?.setAttribute(
          'aria-label',
          point.kind === 'listing' ? listingLabel(point.listing.name) : clusterLabel(point.count),
        );
      }
    },
    remove() {
      group.remove();
      drawn.clear();
    },
  };
}
