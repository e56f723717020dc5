import { CaregiverStatus, Gender, PatientStatus, Skill, WeekDay } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { seedScaleListings } from './scaleListings.ts';
import { firstNames, lastNames } from './scaleNames.ts';
import { seedScaleNotes } from './scaleNotes.ts';
import { inPhase, type ScaleProgress } from './scaleProgress.ts';
import { seedScaleSubscriptions } from './scaleSubscriptions.ts';
import { seedScaleVisits } from './scaleVisits.ts';
import type { SeedTransaction } from './types.ts';

// Lists travel as one JSON parameter: drizzle spreads a JS array into separate parameters.
const asJson = (list: readonly unknown[]) => JSON.stringify(list);

export type ScaleOptions = {
  agencies: number;
  caregiversPerAgency: number;
  patientsPerAgency: number;
  /** Marketplace listings, the three products in turn. */
  listingsPerAgency: number;
  /** Monthly subscription payments of each agency, up to the current period; none if absent. */
  subscriptionPaymentsPerAgency?: number;
  /** Signed notes of each busiest patient (a few hundred more go to others); none if absent. */
  notes?: number;
  /** How many patients (the first generated) get `notes` notes each; one if absent. */
  busiestPatients?: number;
  /** The password hash every generated staff account gets, computed once by the caller. */
  passwordHash?: string;
  /** Notes of every other patient (2,000,000 in all at the goal's size); absent: a hundred get three. */
  notesPerOtherPatient?: number;
  /** Weeks of visits before this one, a visit a week per patient (and next week's); none if absent. */
  visitWeeks?: number;
  /** Told of each phase as it ends: rows inserted, seconds taken. */
  onProgress?: ScaleProgress;
};

/** Every generated agency's name starts so; a database holding one already has a scale set. */
const AGENCY_NAME = 'Scale Home Care ';

/**
 * Adds `agencies` agencies, each with its caregivers and patients, placed around real cities,
 * in a few set-based statements: a million rows take seconds, not hours. For benchmarks and load
 * tests; it needs the reference data (cities, professions, languages, note types).
 */
export async function seedScale(db: Database, options: ScaleOptions): Promise<void> {
  const {
    agencies,
    caregiversPerAgency,
    patientsPerAgency,
    notes = 0,
    subscriptionPaymentsPerAgency = 0,
    visitWeeks = 0,
    onProgress,
  } = options;
  await refuseSecondSet(db);
  await db.transaction(async (tx) => {
    const phase = (name: string, work: () => Promise<void>) => inPhase(tx, name, onProgress, work);
    await phase('agencies', () => seedAgencies(tx, agencies));
    await phase('caregivers', () => seedCaregivers(tx, caregiversPerAgency));
    await phase('patients', () => seedPatients(tx, patientsPerAgency));
    await phase('listings', () => seedScaleListings(tx, options.listingsPerAgency));
    if (notes > 0) {
      await phase('notes', () =>
        seedScaleNotes(tx, {
          notes,
          busiestPatients: options.busiestPatients ?? 1,
          perOtherPatient: options.notesPerOtherPatient,
          passwordHash: options.passwordHash,
        }),
      );
    }
    if (subscriptionPaymentsPerAgency > 0) {
      await phase('subscriptions', () => seedScaleSubscriptions(tx, subscriptionPaymentsPerAgency));
    }
    if (visitWeeks > 0) {
      await phase('visits', () => seedScaleVisits(tx, visitWeeks));
    }
  });
  // Fresh statistics, or the planner guesses from an empty table and the benchmark measures that.
  // VACUUM too, as autovacuum soon would after so many inserts: it moves the rows a GIN index
  // holds in its pending list into the index proper and records the index's size, without which
  // the planner prices a trigram search above a sequential scan.
  const started = performance.now();
  await db.execute(sql`VACUUM ANALYZE`);
  onProgress?.({ phase: 'vacuum analyze', rows: 0, seconds: (performance.now() - started) / 1000 });
}

/** The database already holds a generated set; the message says what to do instead. */
export class ScaleSetExists extends Error {}

/** A second set would repeat the first one's names; refusing says so before anything is written. */
async function refuseSecondSet(db: Database): Promise<void> {
  const found = await db.execute<{ id: number }>(
    sql`SELECT id FROM agencies WHERE name LIKE ${`${AGENCY_NAME}%`} LIMIT 1`,
  );
  if (found.rows.length > 0) {
    throw new ScaleSetExists(
      'this database already holds a generated scale set; seed a fresh database (a new DATA_DIR or DATABASE_URL)',
    );
  }
}

async function seedAgencies(tx: SeedTransaction, agencies: number): Promise<void> {
  await tx.execute(sql`
      CREATE TEMP TABLE scale_agencies ON COMMIT DROP AS
      WITH cities_numbered AS (
        SELECT id, latitude, longitude, row_number() OVER (ORDER BY population DESC NULLS LAST) AS n,
               count(*) OVER () AS total
        FROM cities WHERE latitude IS NOT NULL
      ), created AS (
        INSERT INTO agencies (name)
        SELECT ${AGENCY_NAME}::text || g FROM generate_series(1, ${agencies}) AS g
        RETURNING id
      )
      SELECT created.id AS agency_id, c.id AS city_id, c.latitude, c.longitude
      FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM created) created
      JOIN cities_numbered c ON c.n = 1 + (created.n % c.total)`);

  await tx.execute(sql`
      INSERT INTO agency_profiles (agency_id, city_id, latitude, longitude, email, description)
      SELECT agency_id, city_id, latitude, longitude,
             'office' || agency_id || '@scale.hearth.test', 'Generated for load tests.'
      FROM scale_agencies`);
}

async function seedCaregivers(tx: SeedTransaction, caregiversPerAgency: number): Promise<void> {
  await tx.execute(sql`
      INSERT INTO caregivers (agency_id, first_name, last_name, email, city_id, latitude,
                              longitude, profession_id, status)
      SELECT a.agency_id,
             (${asJson(firstNames)}::jsonb ->> (((g * 7 + a.agency_id)) % ${firstNames.length})),
             (${asJson(lastNames)}::jsonb ->> (((g * 11 + a.agency_id)) % ${lastNames.length})),
             'cg' || a.agency_id || '-' || g || '@scale.hearth.test',
             a.city_id,
             a.latitude + (random() - 0.5) * 0.4,
             a.longitude + (random() - 0.5) * 0.4,
             p.ids[1 + g % cardinality(p.ids)],
             (${asJson(CaregiverStatus.codes)}::jsonb ->> ((g) % ${CaregiverStatus.codes.length}))
      FROM scale_agencies a, generate_series(1, ${caregiversPerAgency}) AS g,
           (SELECT array_agg(id ORDER BY id) AS ids FROM professions) AS p`);

  await tx.execute(sql`
      INSERT INTO caregiver_languages (caregiver_id, language_id)
      SELECT c.id, l.id
      FROM caregivers c
      JOIN scale_agencies a ON a.agency_id = c.agency_id
      JOIN LATERAL (
        SELECT id FROM languages ORDER BY id
        OFFSET (c.id % 8) LIMIT 1 + c.id % 2
      ) l ON true`);

  await tx.execute(sql`
      INSERT INTO caregiver_competencies (caregiver_id, skill, level)
      SELECT c.id, (${asJson(Skill.codes)}::jsonb ->> (((c.id + k)) % ${Skill.codes.length})), 1 + (c.id + k) % 3
      FROM caregivers c
      JOIN scale_agencies a ON a.agency_id = c.agency_id,
      generate_series(0, 2) AS k`);

  await tx.execute(sql`
      INSERT INTO caregiver_availability (caregiver_id, week_day, start_time, end_time)
      SELECT c.id, day.d::smallint, time '08:00' + make_interval(hours => c.id % 4), time '16:00'
      FROM caregivers c
      JOIN scale_agencies a ON a.agency_id = c.agency_id,
      jsonb_array_elements_text(${asJson(WeekDay.codes)}::jsonb) AS day(d)
      WHERE (c.id + day.d::int) % 3 <> 0`);
}

async function seedPatients(tx: SeedTransaction, patientsPerAgency: number): Promise<void> {
  await tx.execute(sql`
      INSERT INTO patients (agency_id, first_name, last_name, date_of_birth, gender, city_id,
                            latitude, longitude, status)
      SELECT a.agency_id,
             (${asJson(firstNames)}::jsonb ->> (((g * 13 + a.agency_id)) % ${firstNames.length})),
             (${asJson(lastNames)}::jsonb ->> (((g * 5 + a.agency_id)) % ${lastNames.length})),
             date '1930-01-01' + (g * 97 + a.agency_id) % 20000,
             (${asJson(Gender.codes)}::jsonb ->> ((g) % ${Gender.codes.length})),
             a.city_id,
             a.latitude + (random() - 0.5) * 0.4,
             a.longitude + (random() - 0.5) * 0.4,
             (${asJson(PatientStatus.codes)}::jsonb ->> ((g) % ${PatientStatus.codes.length}))
      FROM scale_agencies a, generate_series(1, ${patientsPerAgency}) AS g`);
}
