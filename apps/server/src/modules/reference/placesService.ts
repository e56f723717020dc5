import {
  Country,
  type DesiredLocation,
  type DesiredLocationsQuery,
  type LocationData,
} from '@hearth/domain';
import type { PlacesRepo } from './placesRepo.ts';

const countryNames: Record<Country, string> = {
  CA: 'Canada',
  US: 'United States',
  ES: 'Spain',
};

type ProvinceRow = Awaited<ReturnType<PlacesRepo['currentProvinces']>>[number];

const provinceDto = (province: ProvinceRow) => ({
  id: province.id,
  code: province.code,
  name: province.name,
  labels: province.labels,
});

export function createPlacesService(repo: PlacesRepo) {
  return {
    /** Every country with its current provinces: what an address form needs in one call. */
    async locationData(): Promise<LocationData> {
      const provinces = await repo.currentProvinces();
      return {
        countries: Country.codes.map((code) => ({
          code,
          provinces: provinces.filter((p) => p.country === code).map(provinceDto),
        })),
      };
    },

    /**
     * "Where is care wanted": the cities matching what the person typed, best first, each ready
     * to show ("Toronto, ON, Canada") and to centre a map or a search on.
     */
    async desiredLocations(query: DesiredLocationsQuery) {
      const [rows, total] = await Promise.all([
        repo.matchingCities(query.q, query.country, query.perPage),
        repo.countMatchingCities(query.q, query.country),
      ]);
      const data: DesiredLocation[] = rows.map((row) => {
        const country = Country.schema.parse(row.province.country);
        return {
          cityId: row.id,
          label: `${row.name}, ${row.province.code}, ${countryNames[country]}`,
          city: row.name,
          province: provinceDto(row.province),
          country,
          latitude: row.latitude,
          longitude: row.longitude,
        };
      });
      return { data, total };
    },
  };
}

export type PlacesService = ReturnType<typeof createPlacesService>;
