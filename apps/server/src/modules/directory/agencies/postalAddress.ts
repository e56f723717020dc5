import type { Country } from '@hearth/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { agencies, agencyProfiles, cities, provinces } from '../../../db/schema/index.ts';

/** Where an agency receives its mail, as its profile records it (every part may be missing). */
export type AgencyPostalAddress = {
  name: string;
  legalName: string | null;
  street: string | null;
  unit: string | null;
  city: string | null;
  provinceCode: string | null;
  postalCode: string | null;
  country: Country | null;
};

/** Agencies' postal addresses, for documents sent to them (invoices and receipts). */
export function createAgencyPostalAddresses(db: Database) {
  return {
    async find(agencyId: number): Promise<AgencyPostalAddress | undefined> {
      const [row] = await db
        .select({
          name: agencies.name,
          legalName: agencyProfiles.legalName,
          street: agencyProfiles.street,
          unit: agencyProfiles.unit,
          city: cities.name,
          provinceCode: provinces.code,
          postalCode: agencyProfiles.postalCode,
          country: sql<Country | null>`${provinces.country}`,
        })
        .from(agencies)
        .leftJoin(agencyProfiles, eq(agencyProfiles.agencyId, agencies.id))
        .leftJoin(cities, eq(cities.id, agencyProfiles.cityId))
        .leftJoin(provinces, eq(provinces.id, cities.provinceId))
        .where(eq(agencies.id, agencyId));
      return row;
    },
  };
}

export type AgencyPostalAddresses = ReturnType<typeof createAgencyPostalAddresses>;
