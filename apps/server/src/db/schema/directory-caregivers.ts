import { CaregiverStatus, CertificationKind, Competency, Skill, WeekDay } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { users } from './identity.ts';
import { agencies } from './organisations.ts';
import { caregiverRoles, cities, languages, professions } from './reference.ts';
import { searchText, trigramsOf } from './search.ts';

// A caregiver profile is one agency's record of a person who gives care: its own hiring status,
// documents, competency ratings and availability. Someone working for two agencies has two
// profiles, one each, so no agency reads another's file. A profile may be linked to the person's
// own account (role caregiver, a member of that agency through caregiver_agencies).

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

type SearchedColumns = Record<'firstName' | 'lastName' | 'email' | 'phone', AnyPgColumn>;

/** What the caregiver search reads (the names, email and phone); indexed below. */
export const caregiverSearchText = (table: SearchedColumns) =>
  searchText(table.firstName, table.lastName, table.email, table.phone);

export const caregivers = pgTable(
  'caregivers',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    bio: text('bio'),
    street: text('street'),
    unit: text('unit'),
    cityId: integer('city_id').references(() => cities.id),
    postalCode: text('postal_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    professionId: integer('profession_id').references(() => professions.id),
    status: text('status').notNull().default(CaregiverStatus.pending),
    /** The profile photo's file (null: none), kept like listing photos; the three go together. */
    photoStorageKey: text('photo_storage_key'),
    photoContentType: text('photo_content_type'),
    photoByteSize: integer('photo_byte_size'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // The list's default order (last name, first name, id), within an agency and across them all
    // (an admin's unfiltered list): a page is the first rows of an index, never a sort of all.
    index('caregivers_agency_name_idx').on(
      table.agencyId,
      table.lastName,
      table.firstName,
      table.id,
    ),
    index('caregivers_name_idx').on(table.lastName, table.firstName, table.id),
    // One profile per person per agency, found by email or by their account.
    uniqueIndex('caregivers_agency_email_unique').on(table.agencyId, sql`lower(${table.email})`),
    uniqueIndex('caregivers_agency_user_unique')
      .on(table.agencyId, table.userId)
      .where(sql`${table.userId} IS NOT NULL`),
    index('caregivers_user_idx').on(table.userId),
    index('caregivers_profession_idx').on(table.professionId),
    index('caregivers_search_trgm_idx').using('gin', trigramsOf(caregiverSearchText(table))),
    // The bounding box of a search around a place (latitude band first, then longitude).
    index('caregivers_location_idx').on(table.latitude, table.longitude),
    check('caregivers_status_known', oneOf(table.status, CaregiverStatus.codes)),
    check('caregivers_latitude_range', sql`${table.latitude} BETWEEN -90 AND 90`),
    check('caregivers_longitude_range', sql`${table.longitude} BETWEEN -180 AND 180`),
    check(
      'caregivers_photo_together',
      sql`(${table.photoStorageKey} IS NULL) = (${table.photoContentType} IS NULL) AND (${table.photoStorageKey} IS NULL) = (${table.photoByteSize} IS NULL)`,
    ),
    check(
      'caregivers_coordinates_together',
      sql`(${table.latitude} IS NULL) = (${table.longitude} IS NULL)`,
    ),
  ],
);

const caregiverId = () =>
  integer('caregiver_id')
    .notNull()
    .references(() => caregivers.id, { onDelete: 'cascade' });

export const caregiverLanguages = pgTable(
  'caregiver_languages',
  {
    caregiverId: caregiverId(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
  },
  (table) => [
    primaryKey({ columns: [table.caregiverId, table.languageId] }),
    index('caregiver_languages_language_idx').on(table.languageId),
  ],
);

/** What the caregiver does for the agency (companion, nurse, team lead); several may apply. */
export const caregiverRoleAssignments = pgTable(
  'caregiver_role_assignments',
  {
    caregiverId: caregiverId(),
    caregiverRoleId: integer('caregiver_role_id')
      .notNull()
      .references(() => caregiverRoles.id),
  },
  (table) => [primaryKey({ columns: [table.caregiverId, table.caregiverRoleId] })],
);

/** Competency per skill; no row is No Experience, so only levels above it are stored. */
export const caregiverCompetencies = pgTable(
  'caregiver_competencies',
  {
    caregiverId: caregiverId(),
    skill: text('skill').notNull(),
    level: smallint('level').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.caregiverId, table.skill] }),
    index('caregiver_competencies_skill_idx').on(table.skill, table.level),
    check('caregiver_competencies_skill_known', oneOf(table.skill, Skill.codes)),
    check(
      'caregiver_competencies_level_known',
      oneOf(
        table.level,
        Competency.codes.filter((level) => level !== Competency.noExperience),
      ),
    ),
  ],
);

/** Weekly hours the caregiver can work: ranges on ISO weekdays; `24:00` ends at midnight. */
export const caregiverAvailability = pgTable(
  'caregiver_availability',
  {
    id: serial('id').primaryKey(),
    caregiverId: caregiverId(),
    weekDay: smallint('week_day').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (table) => [
    index('caregiver_availability_caregiver_idx').on(table.caregiverId),
    index('caregiver_availability_week_day_idx').on(table.weekDay, table.caregiverId),
    check('caregiver_availability_week_day_known', oneOf(table.weekDay, WeekDay.codes)),
    check('caregiver_availability_order', sql`${table.startTime} < ${table.endTime}`),
  ],
);

/** Every status change, with who made it and why; the profile holds the current status. */
export const caregiverStatusChanges = pgTable(
  'caregiver_status_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caregiverId: caregiverId(),
    /** Null on the entry written when the profile was created. */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (table) => [
    index('caregiver_status_changes_caregiver_idx').on(table.caregiverId, table.changedAt),
    check('caregiver_status_changes_from_known', oneOf(table.fromStatus, CaregiverStatus.codes)),
    check('caregiver_status_changes_to_known', oneOf(table.toStatus, CaregiverStatus.codes)),
  ],
);

/** Certificates and checks on file; the file itself is kept by the agency for now. */
export const caregiverDocuments = pgTable(
  'caregiver_documents',
  {
    id: serial('id').primaryKey(),
    caregiverId: caregiverId(),
    kind: text('kind').notNull(),
    number: text('number'),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    notes: text('notes'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('caregiver_documents_caregiver_idx').on(table.caregiverId, table.expiresOn),
    check('caregiver_documents_kind_known', oneOf(table.kind, CertificationKind.codes)),
    check(
      'caregiver_documents_dates_order',
      sql`${table.expiresOn} IS NULL OR ${table.expiresOn} > ${table.issuedOn}`,
    ),
  ],
);
