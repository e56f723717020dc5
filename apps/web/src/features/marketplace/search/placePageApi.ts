import { type City, MAX_PER_PAGE, routes, slugOf } from '@hearth/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/callApi.ts';

/**
 * The city a place address names (`/locations/ontario/ottawa`): the province by its name's slug
 * or its code, then the city by its slug within it. null when there is no such place.
 */
export async function findPlace(
  provinceSlug: string,
  citySlug: string,
  signal?: AbortSignal,
): Promise<City | null> {
  const { data } = await callApi(routes.reference.locationData(), { signal });
  const wanted = provinceSlug.toLowerCase();
  const province = data.countries
    .flatMap((country) => country.provinces)
    .find((entry) => slugOf(entry.name) === wanted || entry.code.toLowerCase() === wanted);
  if (province === undefined) {
    return null;
  }
  const cities = await callApi(routes.reference.cities(), {
    // The slug's words find the city by name; the slug itself then picks the exact one.
    query: { province: province.id, q: citySlug.replace(/-/g, ' '), perPage: MAX_PER_PAGE },
    signal,
  });
  return cities.data.find((city) => city.slug === citySlug.toLowerCase()) ?? null;
}

export function usePlace(provinceSlug: string, citySlug: string) {
  return useQuery({
    queryKey: ['marketplace', 'place', provinceSlug, citySlug],
    queryFn: ({ signal }) => findPlace(provinceSlug, citySlug, signal),
    staleTime: 10 * 60_000,
  });
}
