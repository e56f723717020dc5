import { type MapPlacesQuery, routes } from '@hearth/domain';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { callApi } from '../../../api/callApi.ts';

/** The gazetteer's largest cities inside `bounds` (none asked for while null). */
export const mapPlacesQuery = (bounds: MapPlacesQuery | null) =>
  queryOptions({
    queryKey: ['reference', 'mapPlaces', bounds],
    queryFn:
      bounds === null
        ? skipToken
        : async ({ signal }) =>
            (await callApi(routes.reference.mapPlaces(), { query: bounds, signal })).data,
    // Cities change only when an administrator edits the gazetteer.
    staleTime: 60 * 60 * 1000,
    // While the next view's names load, the last ones stay rather than blinking out.
    placeholderData: keepPreviousData,
  });
