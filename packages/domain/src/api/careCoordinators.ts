import { z } from 'zod';
import { retirableFields, retirableListQuerySchema } from './directoryEntries.ts';
import { optionalEmail, optionalId, optionalText, requiredText } from './fields.ts';
import { ORGANISATION_NAME_MAX, organisationPhone } from './organisationFields.ts';

export const COORDINATOR_NAME_MAX = 150;
export const REGION_MAX = 100;

/** A care coordinator (case manager) of a health authority or program, who refers patients. */
export const careCoordinatorWriteSchema = z.object({
  name: requiredText(COORDINATOR_NAME_MAX),
  organisation: optionalText(ORGANISATION_NAME_MAX),
  phone: organisationPhone,
  email: optionalEmail,
  /** The health region they cover, in their own words ("Toronto Central", "Fraser Health"). */
  region: optionalText(REGION_MAX),
  provinceId: optionalId,
});
export type CareCoordinatorWriteInput = z.input<typeof careCoordinatorWriteSchema>;
export type CareCoordinatorWrite = z.output<typeof careCoordinatorWriteSchema>;

export const CARE_COORDINATOR_SORTS = [
  'name',
  '-name',
  'organisation',
  '-organisation',
  'createdAt',
  '-createdAt',
] as const;
export type CareCoordinatorSort = (typeof CARE_COORDINATOR_SORTS)[number];

export const careCoordinatorListQuerySchema = retirableListQuerySchema(CARE_COORDINATOR_SORTS);
export type CareCoordinatorListQuery = z.input<typeof careCoordinatorListQuerySchema>;

export const careCoordinatorSchema = z.object({
  ...retirableFields,
  name: z.string(),
  organisation: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  region: z.string().nullable(),
});
export type CareCoordinator = z.infer<typeof careCoordinatorSchema>;
