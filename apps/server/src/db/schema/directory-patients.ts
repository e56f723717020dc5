import { AmbulatoryLevel, DailyActivity, Gender, PatientStatus, Reaction } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
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
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { careCoordinators, payers } from './directory-organisations.ts';
import { users } from './identity.ts';
import { agencies, partners } from './organisations.ts';
import { cities, diagnoses, languages, relationships } from './reference.ts';
import { searchText, trigramsOf } from './search.ts';

// Patients (the agencies' clients) and the people to call about them. Health records: rows are
// never deleted through the API; a patient who leaves is discharged.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

type SearchedColumns = Record<
  'firstName' | 'lastName' | 'preferredName' | 'email' | 'phone',
  AnyPgColumn
>;

/** What the patient search reads (the names, email and phone); indexed below. */
export const patientSearchText = (table: SearchedColumns) =>
  searchText(table.firstName, table.lastName, table.preferredName, table.email, table.phone);

export const patients = pgTable(
  'patients',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    partnerId: integer('partner_id').references(() => partners.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    preferredName: text('preferred_name'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    gender: text('gender').notNull(),
    phone: text('phone'),
    email: text('email'),
    street: text('street'),
    unit: text('unit'),
    cityId: integer('city_id').references(() => cities.id),
    postalCode: text('postal_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    payerId: integer('payer_id').references(() => payers.id),
    careCoordinatorId: integer('care_coordinator_id').references(() => careCoordinators.id),
    ambulatoryLevel: smallint('ambulatory_level'),
    status: text('status').notNull().default(PatientStatus.active),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('patients_agency_name_idx').on(table.agencyId, table.lastName, table.firstName),
    index('patients_partner_idx').on(table.partnerId),
    index('patients_payer_idx').on(table.payerId),
    index('patients_care_coordinator_idx').on(table.careCoordinatorId),
    index('patients_search_trgm_idx').using('gin', trigramsOf(patientSearchText(table))),
    check('patients_gender_known', oneOf(table.gender, Gender.codes)),
    check('patients_status_known', oneOf(table.status, PatientStatus.codes)),
    // A check passes on NULL, so an unknown level (not assessed yet) is allowed.
    check('patients_ambulatory_level_known', oneOf(table.ambulatoryLevel, AmbulatoryLevel.codes)),
    check('patients_latitude_range', sql`${table.latitude} BETWEEN -90 AND 90`),
    check('patients_longitude_range', sql`${table.longitude} BETWEEN -180 AND 180`),
  ],
);

const patientId = () =>
  integer('patient_id')
    .notNull()
    .references(() => patients.id, { onDelete: 'cascade' });

export const patientLanguages = pgTable(
  'patient_languages',
  {
    patientId: patientId(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
  },
  (table) => [primaryKey({ columns: [table.patientId, table.languageId] })],
);

export const patientDiagnoses = pgTable(
  'patient_diagnoses',
  {
    patientId: patientId(),
    diagnosisId: integer('diagnosis_id')
      .notNull()
      .references(() => diagnoses.id),
    primary: boolean('is_primary').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.patientId, table.diagnosisId] }),
    uniqueIndex('patient_diagnoses_one_primary').on(table.patientId).where(sql`${table.primary}`),
  ],
);

export const patientAllergies = pgTable(
  'patient_allergies',
  {
    id: serial('id').primaryKey(),
    patientId: patientId(),
    allergen: text('allergen').notNull(),
    reaction: smallint('reaction').notNull(),
    notes: text('notes'),
  },
  (table) => [
    index('patient_allergies_patient_idx').on(table.patientId),
    check('patient_allergies_reaction_known', oneOf(table.reaction, Reaction.codes)),
  ],
);

/** Level of assistance (0 to 7) per activity of daily living; an absent row is not assessed. */
export const patientAssistance = pgTable(
  'patient_assistance',
  {
    patientId: patientId(),
    activity: text('activity').notNull(),
    level: smallint('level').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.patientId, table.activity] }),
    check('patient_assistance_activity_known', oneOf(table.activity, DailyActivity.codes)),
    check('patient_assistance_level_range', sql`${table.level} BETWEEN 0 AND 7`),
  ],
);

/** Caregivers and agency staff who work with the patient; caregivers see only these patients. */
export const patientCareTeam = pgTable(
  'patient_care_team',
  {
    patientId: patientId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.patientId, table.userId] }),
    index('patient_care_team_user_idx').on(table.userId),
  ],
);

export const patientContacts = pgTable(
  'patient_contacts',
  {
    id: serial('id').primaryKey(),
    patientId: patientId(),
    name: text('name').notNull(),
    relationshipId: integer('relationship_id').references(() => relationships.id),
    phone: text('phone'),
    email: text('email'),
    emergency: boolean('emergency').notNull().default(false),
    consentToShare: boolean('consent_to_share').notNull().default(false),
    consentRecordedAt: timestamptz('consent_recorded_at'),
    consentRecordedBy: integer('consent_recorded_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The contact's own Hearth account (a family user), who then sees the patient's invoices. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('patient_contacts_patient_idx').on(table.patientId),
    index('patient_contacts_user_idx').on(table.userId),
    // Consent without its date, or a date without consent, would be a record nobody can trust.
    check(
      'patient_contacts_consent_recorded',
      sql`${table.consentToShare} = (${table.consentRecordedAt} IS NOT NULL)`,
    ),
  ],
);
