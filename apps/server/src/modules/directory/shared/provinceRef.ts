import type { Country } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import { provinces } from '../../../db/schema/index.ts';

/** The columns of a left-joined province that `provinceRefOf` turns into a `ProvinceRef`. */
export const provinceRefColumns = {
  provinceId: provinces.id,
  provinceCode: provinces.code,
  provinceName: provinces.name,
  provinceCountry: sql<Country | null>`${provinces.country}`,
};

type ProvinceRow = {
  provinceId: number | null;
  provinceCode: string | null;
  provinceName: string | null;
  provinceCountry: Country | null;
};

export function provinceRefOf(row: ProvinceRow) {
  return row.provinceId === null || row.provinceCountry === null
    ? null
    : {
        id: row.provinceId,
        code: row.provinceCode ?? '',
        name: row.provinceName ?? '',
        country: row.provinceCountry,
      };
}
