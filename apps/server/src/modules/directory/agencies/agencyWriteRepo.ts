import type { AgencyWrite, CodedMessage } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import {
  agencies,
  agencyCareTypes,
  agencyLanguages,
  agencyProfiles,
  careTypes,
  cities,
  languages,
} from '../../../db/schema/index.ts';
import { unknownReferenceErrors } from '../../../platform/db/unknownIds.ts';
import type { Reader, Writer } from '../../../platform/db/writer.ts';

function profileRow(input: AgencyWrite) {
  return {
    legalName: input.legalName,
    phone: input.phone,
    email: input.email,
    website: input.website,
    street: input.address.street,
    unit: input.address.unit,
    postalCode: input.address.postalCode,
    cityId: input.address.cityId,
    latitude: input.address.latitude,
    longitude: input.address.longitude,
    description: input.description,
    serviceRadiusKm: input.serviceRadiusKm,
    updatedAt: new Date(),
  };
}

/** The profile and its lists, replaced whole: the form always sends all of them. */
async function writeProfile(writer: Writer, agencyId: number, input: AgencyWrite) {
  const row = profileRow(input);
  await writer
    .insert(agencyProfiles)
    .values({ agencyId, ...row })
    .onConflictDoUpdate({ target: agencyProfiles.agencyId, set: row });
  await writer.delete(agencyCareTypes).where(eq(agencyCareTypes.agencyId, agencyId));
  await writer.delete(agencyLanguages).where(eq(agencyLanguages.agencyId, agencyId));
  if (input.careTypeIds.length > 0) {
    await writer
      .insert(agencyCareTypes)
      .values(input.careTypeIds.map((careTypeId) => ({ agencyId, careTypeId })));
  }
  if (input.languageIds.length > 0) {
    await writer
      .insert(agencyLanguages)
      .values(input.languageIds.map((languageId) => ({ agencyId, languageId })));
  }
}

export function createAgencyWriteRepo(db: Reader) {
  return {
    async insert(writer: Writer, input: AgencyWrite): Promise<number> {
      const [row] = await writer
        .insert(agencies)
        .values({ name: input.name, kind: input.kind })
        .returning({ id: agencies.id });
      if (row === undefined) {
        throw new Error('insert returned no row');
      }
      await writeProfile(writer, row.id, input);
      return row.id;
    },

    async update(writer: Writer, id: number, input: AgencyWrite): Promise<void> {
      await writer.update(agencies).set({ name: input.name }).where(eq(agencies.id, id));
      await writeProfile(writer, id, input);
    },

    /** The fields whose ids name nothing, keyed as the request names them. */
    unknownReferences(input: AgencyWrite): Promise<Record<string, CodedMessage[]>> {
      const cityIds = input.address.cityId === null ? [] : [input.address.cityId];
      return unknownReferenceErrors(db, [
        ['address.cityId', cities, cityIds],
        ['careTypeIds', careTypes, input.careTypeIds],
        ['languageIds', languages, input.languageIds],
      ]);
    },
  };
}

export type AgencyWriteRepo = ReturnType<typeof createAgencyWriteRepo>;
