import { AgencyStanding, PayerKind } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { users } from './identity.ts';
import { agencies } from './organisations.ts';
import { careTypes, cities, languages, provinces, type ReferenceLabels } from './reference.ts';

// The directory's organisations: the agency profile beside identity's `agencies` row, and the
// care coordinators and payers that patients point at. Nothing here is deleted through the API:
// coordinators and payers are retired, agencies are terminated (standing 4).

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

const agencyId = () =>
  integer('agency_id')
    .notNull()
    .references(() => agencies.id, { onDelete: 'cascade' });

/** One row per agency that has a profile; an agency without one is shown with empty fields. */
export const agencyProfiles = pgTable(
  'agency_profiles',
  {
    agencyId: agencyId().primaryKey(),
    legalName: text('legal_name'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    street: text('street'),
    unit: text('unit'),
    postalCode: text('postal_code'),
    cityId: integer('city_id').references(() => cities.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    description: text('description'),
    /** The service area: a circle of this radius around the address. */
    serviceRadiusKm: integer('service_radius_km').notNull().default(25),
    standing: smallint('standing').notNull().default(AgencyStanding.good),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('agency_profiles_city_idx').on(table.cityId),
    index('agency_profiles_standing_idx').on(table.standing),
    // The bounding box of a search around a place (latitude band first, then longitude).
    index('agency_profiles_location_idx').on(table.latitude, table.longitude),
    check('agency_profiles_standing_known', oneOf(table.standing, AgencyStanding.codes)),
    check('agency_profiles_radius_range', sql`${table.serviceRadiusKm} BETWEEN 1 AND 500`),
    check('agency_profiles_latitude_range', sql`${table.latitude} BETWEEN -90 AND 90`),
    check('agency_profiles_longitude_range', sql`${table.longitude} BETWEEN -180 AND 180`),
  ],
);

export const agencyCareTypes = pgTable(
  'agency_care_types',
  {
    agencyId: agencyId(),
    careTypeId: integer('care_type_id')
      .notNull()
      .references(() => careTypes.id),
  },
  (table) => [
    primaryKey({ columns: [table.agencyId, table.careTypeId] }),
    index('agency_care_types_care_type_idx').on(table.careTypeId),
  ],
);

export const agencyLanguages = pgTable(
  'agency_languages',
  {
    agencyId: agencyId(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
  },
  (table) => [primaryKey({ columns: [table.agencyId, table.languageId] })],
);

/** Every standing change, with who made it and why; the profile holds the current standing. */
export const agencyStandingChanges = pgTable(
  'agency_standing_changes',
  {
    id: serial('id').primaryKey(),
    agencyId: agencyId(),
    fromStanding: smallint('from_standing').notNull(),
    toStanding: smallint('to_standing').notNull(),
    reason: text('reason').notNull(),
    changedBy: integer('changed_by').references(() => users.id),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (table) => [
    index('agency_standing_changes_agency_idx').on(table.agencyId, table.changedAt),
    check('agency_standing_changes_from_known', oneOf(table.fromStanding, AgencyStanding.codes)),
    check('agency_standing_changes_to_known', oneOf(table.toStanding, AgencyStanding.codes)),
  ],
);

/** Case managers of health authorities and programs who refer and follow patients. */
export const careCoordinators = pgTable(
  'care_coordinators',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    organisation: text('organisation'),
    phone: text('phone'),
    email: text('email'),
    /** The health region they cover, in their own words ("Toronto Central", "Fraser Health"). */
    region: text('region'),
    provinceId: integer('province_id').references(() => provinces.id),
    retiredAt: timestamptz('retired_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('care_coordinators_name_idx').on(table.name),
    index('care_coordinators_province_idx').on(table.provinceId),
  ],
);

export const payers = pgTable(
  'payers',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** As typed; for a built-in payer, its American English name. */
    name: text('name').notNull(),
    /** A built-in payer's name in every locale ("Private pay"); null on a named organisation. */
    nameLabels: jsonb('name_labels').$type<ReferenceLabels>(),
    contactName: text('contact_name'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    /** Where a program applies (Ontario Health atHome: Ontario); null when it is not regional. */
    provinceId: integer('province_id').references(() => provinces.id),
    retiredAt: timestamptz('retired_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // Two payers of one name would be indistinguishable in a patient's payer picker.
    uniqueIndex('payers_name_unique').on(sql`lower(${table.name})`),
    check('payers_kind_known', oneOf(table.kind, PayerKind.codes)),
  ],
);
