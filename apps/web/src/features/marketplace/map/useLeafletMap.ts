import { MAP_MAX_ZOOM } from '@hearth/domain';
import {
  control,
  type Map as LeafletMap,
  map as leafletMap,
  type TileErrorEvent,
  tileLayer,
} from 'leaflet';
import { type RefObject, useEffect, useState } from 'react';
import { useMapConfig } from './mapConfigApi.ts';
import { useOfflineBase } from './useOfflineBase.ts';

export type ZoomTitles = { zoomIn: string; zoomOut: string };

/** The Leaflet map in `container`, from mount to unmount; null until it exists. */
export function useLeafletMap(
  container: RefObject<HTMLDivElement | null>,
  { zoomIn, zoomOut }: ZoomTitles,
): LeafletMap | null {
  const [map, setMap] = useState<LeafletMap | null>(null);

  useEffect(() => {
    const element = container.current;
    if (element === null) {
      return;
    }
    // Zoom buttons are added below with translated names; the credit only when tiles need one.
    const created = leafletMap(element, {
      zoomControl: false,
      attributionControl: false,
      maxZoom: MAP_MAX_ZOOM,
    });
    // The parent sets the height, which may change (a phone turned, a panel opened).
    const resize = new ResizeObserver(() => created.invalidateSize());
    resize.observe(element);
    setMap(created);
    return () => {
      resize.disconnect();
      created.remove();
      setMap(null);
    };
  }, [container]);

  useEffect(() => {
    if (map === null) {
      return;
    }
    const zoom = control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(map);
    return () => {
      zoom.remove();
    };
  }, [map, zoomIn, zoomOut]);

  useBaseTiles(map);
  return map;
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

// Leaflet writes attributions as HTML; the operator's text is shown as text.
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? '');

/** The operator's tiles, when there are any; otherwise the base drawn from shipped data. */
function useBaseTiles(map: LeafletMap | null) {
  const { data: config } = useMapConfig();
  useOfflineBase(map, config?.tileUrl === null);

  useEffect(() => {
    if (map === null || config === undefined) {
      return;
    }
    map.setMaxZoom(config.maxZoom);
    if (config.tileUrl === null) {
      return;
    }
    const credit =
      config.attribution === null
        ? null
        : control.attribution({ prefix: false }).addAttribution(escapeHtml(config.attribution));
    credit?.addTo(map);
    const tiles = tileLayer(config.tileUrl, { maxZoom: config.maxZoom })
      // A tile that fails leaves its square blank rather than a broken image.
      .on('tileerror', (event: TileErrorEvent) => {
        event.tile.style.visibility = 'hidden';
      })
      .addTo(map);
    return () => {
      tiles.remove();
      credit?.remove();
    };
  }, [map, config]);
}
