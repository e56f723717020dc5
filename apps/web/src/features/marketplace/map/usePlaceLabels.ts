import type { MapPlacesQuery } from '@hearth/domain';
import { useQuery } from '@tanstack/react-query';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useState } from 'react';
import { mapPlacesQuery } from './mapPlacesApi.ts';
import { createPlaceLabelLayer, type PlaceLabelLayer } from './placeLabelLayer.ts';

// The Web Mercator map ends here; a view past it asks for nothing more.
const MAX_LATITUDE = 85;

const outward = (value: number, cell: number, direction: 'down' | 'up') =>
  (direction === 'down' ? Math.floor(value / cell) : Math.ceil(value / cell)) * cell;
const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

/**
 * The view, widened to a grid of one tile's width at this zoom: a small pan asks the same
 * question again (answered from the cache), and names just outside the view are there already.
 */
export function placesQueryOf(map: LeafletMap): MapPlacesQuery {
  const bounds = map.getBounds();
  const cell = 360 / 2 ** Math.round(map.getZoom());
  return {
    west: clamp(outward(bounds.getWest(), cell, 'down'), 180),
    south: clamp(outward(bounds.getSouth(), cell, 'down'), MAX_LATITUDE),
    east: clamp(outward(bounds.getEast(), cell, 'up'), 180),
    north: clamp(outward(bounds.getNorth(), cell, 'up'), MAX_LATITUDE),
  };
}

/** The gazetteer's city names on a map without tiles, as many as the view holds apart. */
export function usePlaceLabels(map: LeafletMap | null, enabled: boolean) {
  const [view, setView] = useState<MapPlacesQuery | null>(null);
  const [layer, setLayer] = useState<PlaceLabelLayer | null>(null);

  useEffect(() => {
    if (map === null || !enabled) {
      return;
    }
    const follow = () => setView(placesQueryOf(map));
    // A map has no bounds until the search's view is set on it.
    map.whenReady(follow);
    map.on('moveend', follow);
    const created = createPlaceLabelLayer(map);
    setLayer(created);
    return () => {
      map.off('load', follow);
      map.off('moveend', follow);
      created.remove();
      setLayer(null);
      setView(null);
    };
  }, [map, enabled]);

  const { data: places } = useQuery(mapPlacesQuery(view));

  useEffect(() => {
    if (map === null || layer === null || places === undefined) {
      return;
    }
    const draw = () => layer.show(places);
    draw();
    // A zoom moves the names apart or together: which fit is decided again.
    map.on('zoomend', draw);
    return () => {
      map.off('zoomend', draw);
    };
  }, [map, layer, places]);
}
