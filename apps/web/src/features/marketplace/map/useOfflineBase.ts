import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect } from 'react';
import { loadBaseGeometry } from './baseGeometry.ts';
import { addOfflineBase } from './offlineBaseLayer.ts';
import { usePlaceLabels } from './usePlaceLabels.ts';

const baseGeometryQuery = queryOptions({
  queryKey: ['marketplace', 'baseGeometry'],
  queryFn: ({ signal }) => loadBaseGeometry(signal),
  // Shipped with this build of the app: it never changes while the page is open.
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

/**
 * The map's base when no tile server is configured: land, water and borders from the data shipped
 * with the app, and the gazetteer's city names; nothing is asked of any other server.
 */
export function useOfflineBase(map: LeafletMap | null, enabled: boolean) {
  const { data: geometry } = useQuery({ ...baseGeometryQuery, enabled });

  useEffect(() => {
    if (map === null || !enabled || geometry === undefined) {
      return;
    }
    const base = addOfflineBase(map, geometry);
    return () => {
      base.remove();
    };
  }, [map, enabled, geometry]);

  usePlaceLabels(map, enabled);
}
