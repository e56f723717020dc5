import 'leaflet/dist/leaflet.css';
import { type GeoPoint, routes } from '@hearth/domain';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import {
  control,
  divIcon,
  type Map as LeafletMap,
  type LeafletMouseEvent,
  map as leafletMap,
  type Marker,
  marker,
  tileLayer,
} from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/callApi.ts';

// Leaflet writes attributions as HTML; the operator's credit is shown as text.
const asHtmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Close enough to tell one house from the next. */
const HOME_ZOOM = 17;

export type ServiceLocationMapProps = {
  point: GeoPoint;
  onMove: (point: GeoPoint) => void;
};

const pinIcon = divIcon({
  className: 'service-location-pin',
  iconSize: [24, 24],
  iconAnchor: [12, 24],
  html: '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path fill="#c62828" d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"/></svg>',
});

/**
 * The client's home on a map, as a pin the office drags or places with a click; the latitude and
 * longitude fields beside it are the keyboard's way to the same point. Loaded only when opened.
 */
export function ServiceLocationMap({ point, onMove }: ServiceLocationMapProps) {
  const { t } = useTranslation('visitVerification');
  const container = useRef<HTMLDivElement | null>(null);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const pin = useRef<Marker | null>(null);
  const moved = useRef(onMove);
  moved.current = onMove;
  const { data: config } = useQuery({
    queryKey: ['mapConfig'],
    queryFn: async ({ signal }) => (await callApi(routes.system.mapConfig(), { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    const element = container.current;
    if (element === null) {
      return;
    }
    const created = leafletMap(element, { attributionControl: false, zoomControl: false });
    control
      .zoom({ zoomInTitle: t('location.zoomIn'), zoomOutTitle: t('location.zoomOut') })
      .addTo(created);
    const placed = marker([0, 0], {
      draggable: true,
      icon: pinIcon,
      keyboard: false,
      title: t('location.pinTitle'),
    }).addTo(created);
    placed.on('dragend', () => {
      const { lat, lng } = placed.getLatLng();
      moved.current({ latitude: lat, longitude: lng });
    });
    created.on('click', (event: LeafletMouseEvent) =>
      moved.current({ latitude: event.latlng.lat, longitude: event.latlng.lng }),
    );
    pin.current = placed;
    setMap(created);
    return () => {
      created.remove();
      pin.current = null;
      setMap(null);
    };
  }, [t]);

  useEffect(() => {
    pin.current?.setLatLng([point.latitude, point.longitude]);
    map?.setView([point.latitude, point.longitude], map.getZoom() || HOME_ZOOM);
  }, [map, point.latitude, point.longitude]);

  useEffect(() => {
    if (map === null || config?.tileUrl == null) {
      return;
    }
    const credit =
      config.attribution === null
        ? null
        : control.attribution({ prefix: false }).addAttribution(asHtmlText(config.attribution));
    credit?.addTo(map);
    const tiles = tileLayer(config.tileUrl, { maxZoom: config.maxZoom }).addTo(map);
    return () => {
      tiles.remove();
      credit?.remove();
    };
  }, [map, config]);

  return (
    <Box
      ref={container}
      role="application"
      aria-label={t('location.mapLabel')}
      sx={{ height: 280, width: '100%', borderRadius: 1, bgcolor: 'action.hover' }}
    />
  );
}
