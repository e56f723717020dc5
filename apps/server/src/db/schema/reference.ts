import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Reference lists: the lookup entries other records point at (a caregiver's languages, a
// patient's diagnoses, an agency's province). Entries are never deleted: a retired entry
// (retired_at set) stays on the records that already use it but is not offered for new ones.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Display names by locale: { "en-US": "...", "en-CA": "...", "es-ES": "..." }. */
export type ReferenceLabels = Record<'en-US' | 'en-CA' | 'es-ES', string>;

/** One choice of a survey question; `value` is what a submitted answer stores. */
export type SurveyOption = { value: string; labels: ReferenceLabels };

const entryColumns = () => ({
  sortOrder: integer('sort_order').notNull().default(0),
  retiredAt: timestamptz('retired_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** A list whose entries are a stable code and translated labels. */
const codedEntryColumns = () => ({
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  labels: jsonb('labels').$type<ReferenceLabels>().notNull(),
  ...entryColumns(),
});

export const provinces = pgTable(
  'provinces',
  {
    id: serial('id').primaryKey(),
    country: char('country', { length: 2 }).notNull(),
    /** ISO 3166-2 subdivision code without the country: 'ON', 'CA' (California), 'M' (Madrid). */
    code: text('code').notNull(),
    /** The official name (INE's for Spain, which may be bilingual: "Alicante/Alacant"). */
    name: text('name').notNull(),
    labels: jsonb('labels').$type<ReferenceLabels>().notNull(),
    ...entryColumns(),
  },
  (table) => [
    uniqueIndex('provinces_country_code_unique').on(table.country, table.code),
    check('provinces_country_known', sql`${table.country} IN ('CA', 'US', 'ES')`),
  ],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    name: text('name').notNull(),
    /** The name lower-cased without accents ("montreal"), so "Montreal" finds "Montréal". */
    searchName: text('search_name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    population: integer('population').notNull().default(0),
    /** URL name, unique within its province ("st-johns"). */
    slug: text('slug').notNull(),
    ...entryColumns(),
  },
  (table) => [
    uniqueIndex('cities_province_slug_unique').on(table.provinceId, table.slug),
    // Prefix search (autocomplete) uses the btree, typo-tolerant search the trigram index.
    index('cities_search_name_prefix_idx').on(table.searchName.op('text_pattern_ops')),
    index('cities_search_name_trgm_idx').using('gin', table.searchName.op('gin_trgm_ops')),
    check('cities_latitude_range', sql`${table.latitude} BETWEEN -90 AND 90`),
    check('cities_longitude_range', sql`${table.longitude} BETWEEN -180 AND 180`),
  ],
);

/** ISO 639-1 codes ('en', 'fr', 'es'). */
export const languages = pgTable('languages', {
  ...codedEntryColumns(),
  /** The language's name in itself ("Français"), shown beside the translated label. */
  nativeName: text('native_name').notNull(),
});

/** ICD-10 codes ('F03', 'I63.9'); labels are the code's title. */
export const diagnoses = pgTable('diagnoses', { ...codedEntryColumns() }, (table) => [
  index('diagnoses_code_prefix_idx').on(sql`lower(${table.code}) text_pattern_ops`),
]);

/** How a contact is related to a patient (daughter, spouse, power of attorney). */
export const relationships = pgTable('relationships', { ...codedEntryColumns() });

export const professions = pgTable('professions', {
  ...codedEntryColumns(),
  /**
   * Place on the nursing scope-of-practice ladder (psw 1 < rpn 2 < rn 3 < np 4), which decides
   * which care services a caregiver sees. Null for professions off that ladder (ot, pt, sw).
   */
  rank: smallint('rank'),
});

/** Ids are fixed by the spec (day program 7, shared living 14), so seeds set them explicitly. */
export const careTypes = pgTable(
  'care_types',
  {
    ...codedEntryColumns(),
    /** The marketplace product it is searched under: homecare, sharecare or adultDay. */
    product: text('product').notNull(),
  },
  (table) => [
    check(
      'care_types_product_known',
      sql`${table.product} IN ('homecare', 'sharecare', 'adultDay')`,
    ),
  ],
);

/** What a caregiver does for an agency (companion, nurse, team lead). */
export const caregiverRoles = pgTable('caregiver_roles', { ...codedEntryColumns() });

/** The care-needs survey of the marketplace's request-care form; labels hold the question. */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    ...codedEntryColumns(),
    kind: text('kind').notNull(),
    required: boolean('required').notNull().default(false),
    options: jsonb('options').$type<SurveyOption[]>().notNull().default([]),
  },
  (table) => [
    check(
      'survey_questions_kind_known',
      sql`${table.kind} IN ('single', 'multi', 'text', 'number', 'date')`,
    ),
  ],
);
