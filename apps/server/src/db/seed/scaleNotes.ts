import { NOTE_AMENDMENT_HOURS, NoteAction, NoteKind, NotePrivacy, Role } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import { firstNames, lastNames } from './scaleNames.ts';
import { addenda, insertions, noteTypeWords, observations, privacyMix } from './scaleNoteTexts.ts';
import type { SeedTransaction } from './types.ts';

const asJson = (value: unknown) => JSON.stringify(value);

/** Besides the busiest patients, this many more get a few notes each, unless every patient gets some. */
const OTHER_PATIENTS = 100;
const NOTES_PER_OTHER_PATIENT = 3;

export type ScaleNotes = {
  /** Signed notes of each busiest patient. */
  notes: number;
  /** How many patients, the first generated, are the busiest. */
  busiestPatients: number;
  /** Notes of every other patient; absent: a hundred others get three. */
  perOtherPatient?: number;
  /** The password hash of every staff account; absent, they cannot sign in. */
  passwordHash?: string;
};
/** One signed note in this many gets an appended note; one in TEXT_CHANGE_EVERY an insert and a strike. */
const APPEND_EVERY = 40;
const TEXT_CHANGE_EVERY = 60;
/** Notes spread over the last two years. */
const SPAN_DAYS = 730;

/** An agency's staff who write notes: its owner, an agent and six caregivers. */
const staffRoles = [Role.agency, Role.agencyAgent, ...Array<Role>(6).fill(Role.caregiver)];

/**
 * Clinical notes for the patients of the temporary `scale_agencies` table: `notes` signed notes
 * for each of the busiest patients (the first generated: the timelines a benchmark lists), a few
 * for the next hundred (or `perOtherPatient` for every other patient), each written
 * by its agency's owner or agent or a caregiver of its care team (created here), over the last
 * two years, at every privacy level, some with an appended note or an insert and a strike, and
 * a few drafts; with the action log rows the app would have written.
 */
export async function seedScaleNotes(tx: SeedTransaction, plan: ScaleNotes): Promise<void> {
  const { notes, busiestPatients, perOtherPatient } = plan;
  const others =
    perOtherPatient === undefined ? sql`LIMIT ${busiestPatients + OTHER_PATIENTS}` : sql``;
  await tx.execute(sql`
    CREATE TEMP TABLE scale_note_types ON COMMIT DROP AS
    SELECT t.id, w.value AS words, row_number() OVER (ORDER BY t.id)::int AS n
    FROM note_types t JOIN jsonb_each(${asJson(noteTypeWords)}::jsonb) w ON w.key = t.code
    WHERE t.applies_to IN ('patient', 'both') AND t.retired_at IS NULL`);
  const types = await tx.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM scale_note_types`,
  );
  if ((types.rows[0]?.count ?? 0) === 0) {
    throw new Error('scale notes need the built-in note types (the base seeders)');
  }

  await tx.execute(sql`
    CREATE TEMP TABLE scale_note_patients ON COMMIT DROP AS
    SELECT p.id AS patient_id, p.agency_id, row_number() OVER (ORDER BY p.id)::int AS n,
           CASE WHEN row_number() OVER (ORDER BY p.id) <= ${busiestPatients} THEN ${notes}
                ELSE ${perOtherPatient ?? NOTES_PER_OTHER_PATIENT}::int END::int AS notes
    FROM patients p JOIN scale_agencies a ON a.agency_id = p.agency_id
    ORDER BY p.id ${others}`);

  await seedNoteWriters(tx, plan);
  await seedSignedNotes(tx);
  await seedAmendments(tx);
  await seedDrafts(tx, Math.ceil(notes / 500));
}

/** Staff accounts of each agency with notes; the caregivers join its patients' care teams. */
async function seedNoteWriters(
  tx: SeedTransaction,
  { busiestPatients, passwordHash }: ScaleNotes,
): Promise<void> {
  await tx.execute(sql`
    CREATE TEMP TABLE scale_note_staff ON COMMIT DROP AS
    WITH wanted AS (
      SELECT a.agency_id, s.n::int AS n, s.role::smallint AS role,
             'staff' || a.agency_id || '-' || s.n || '@scale.hearth.test' AS email,
             (${asJson(firstNames)}::jsonb ->> ((a.agency_id + s.n * 3) % ${firstNames.length})::int)
               || ' ' ||
             (${asJson(lastNames)}::jsonb ->> ((a.agency_id * 7 + s.n) % ${lastNames.length})::int) AS name
      FROM (SELECT DISTINCT agency_id FROM scale_note_patients) a,
           jsonb_array_elements_text(${asJson(staffRoles)}::jsonb) WITH ORDINALITY AS s(role, n)
    ), created AS (
      INSERT INTO users (email, name, role, agency_id, password_hash)
      SELECT email, name, role,
             CASE WHEN role IN (${Role.agency}, ${Role.agencyAgent}) THEN agency_id END,
             ${passwordHash ?? null}::text
      FROM wanted
      RETURNING id, email
    )
    SELECT created.id AS user_id, wanted.agency_id, wanted.role, wanted.n
    FROM created JOIN wanted USING (email)`);

  await tx.execute(sql`
    INSERT INTO caregiver_agencies (user_id, agency_id)
    SELECT user_id, agency_id FROM scale_note_staff WHERE role = ${Role.caregiver}`);

  // The busiest patients have every caregiver of the agency on the team, the others two each.
  await tx.execute(sql`
    INSERT INTO patient_care_team (patient_id, user_id)
    SELECT p.patient_id, s.user_id
    FROM scale_note_patients p JOIN scale_note_staff s ON s.agency_id = p.agency_id
    WHERE s.role = ${Role.caregiver} AND (p.n <= ${busiestPatients} OR (s.n + p.n) % 3 = 0)`);

  await tx.execute(sql`
    CREATE TEMP TABLE scale_note_authors ON COMMIT DROP AS
    SELECT p.patient_id, array_agg(s.user_id ORDER BY s.n) AS ids
    FROM scale_note_patients p JOIN scale_note_staff s ON s.agency_id = p.agency_id
    WHERE s.role <> ${Role.caregiver}
       OR EXISTS (SELECT 1 FROM patient_care_team t
                  WHERE t.patient_id = p.patient_id AND t.user_id = s.user_id)
    GROUP BY p.patient_id`);
}

/**
 * Top-level notes, oldest first over two years, each signed twenty minutes after writing. Author,
 * type and level cycle with the note's number; the `g / n` terms break the cycles' step with the
 * amended notes' (every 40th, 60th), so addenda and changes fall at every level and type too.
 */
async function seedSignedNotes(tx: SeedTransaction): Promise<void> {
  await tx.execute(sql`
    WITH written AS (
      INSERT INTO notes (kind, patient_id, author_id, note_type_id, title, body, privacy,
                         signed_at, amendable_until, created_at, updated_at)
      SELECT ${NoteKind.patient}, p.patient_id,
             a.ids[1 + (g * 7 + g / 40 + p.n) % cardinality(a.ids)],
             t.id,
             t.words -> 'titles' ->> ((g / 10) % 2)::int,
             (t.words -> 'openings' ->> (g % 2)::int) || ' ' ||
               (${asJson(observations)}::jsonb ->> ((g * 3) % ${observations.length})::int) || ' ' ||
               (${asJson(observations)}::jsonb ->> ((g * 7 + 5) % ${observations.length})::int),
             (${asJson(privacyMix)}::jsonb ->> ((g * 13 + g / 20) % ${privacyMix.length})::int)::smallint,
             at + interval '20 minutes',
             at + interval '20 minutes' + make_interval(hours => ${NOTE_AMENDMENT_HOURS}),
             at, at + interval '20 minutes'
      FROM scale_note_patients p
      JOIN scale_note_authors a USING (patient_id)
      CROSS JOIN LATERAL generate_series(1, p.notes) AS g
      CROSS JOIN LATERAL (
        SELECT now() - make_interval(days => ${SPAN_DAYS}) * ((p.notes - g)::float / p.notes)
                     - make_interval(mins => (g * 37) % 240) AS at
      ) moment
      JOIN scale_note_types t
        ON t.n = 1 + (g * 3 + g / 40 + p.n) % (SELECT count(*) FROM scale_note_types)
      RETURNING id, author_id, signed_at
    )
    -- Signing is recorded as an update of the note's fields.
    INSERT INTO note_actions (note_id, kind, action, actor_id, at, details)
    SELECT id, ${NoteKind.patient}, ${NoteAction.updateNoteFields}, author_id, signed_at,
           '{"signed": true}'::jsonb
    FROM written`);
}

/**
 * Appended notes, inserts and strikes on some signed notes, inside their amendment windows; their
 * action-log details as the action service writes them.
 */
async function seedAmendments(tx: SeedTransaction): Promise<void> {
  await tx.execute(sql`
    CREATE TEMP TABLE scale_note_parents ON COMMIT DROP AS
    SELECT n.id, n.patient_id, n.note_type_id, n.privacy, n.body, n.author_id, n.signed_at,
           row_number() OVER (PARTITION BY n.patient_id ORDER BY n.created_at, n.id)::int AS k
    FROM notes n JOIN scale_note_patients p USING (patient_id)
    WHERE n.parent_id IS NULL AND n.signed_at IS NOT NULL`);

  // Another writer adds to the note a few hours after it was signed.
  await tx.execute(sql`
    WITH appended AS (
      INSERT INTO notes (kind, patient_id, parent_id, author_id, note_type_id, body, privacy,
                         signed_at, amendable_until, created_at, updated_at)
      SELECT ${NoteKind.patient}, n.patient_id, n.id,
             a.ids[1 + (array_position(a.ids, n.author_id)
                        + (n.k / ${APPEND_EVERY}) % greatest(cardinality(a.ids) - 1, 1))
                       % cardinality(a.ids)],
             n.note_type_id,
             ${asJson(addenda)}::jsonb ->> ((n.k / ${APPEND_EVERY}) % ${addenda.length})::int,
             n.privacy,
             at, at + make_interval(hours => ${NOTE_AMENDMENT_HOURS}), at, at
      FROM scale_note_parents n
      JOIN scale_note_authors a USING (patient_id)
      CROSS JOIN LATERAL (SELECT n.signed_at + make_interval(hours => 1 + (n.k % 48)::int) AS at) moment
      WHERE n.k % ${APPEND_EVERY} = 0
      RETURNING id, parent_id, author_id, privacy, created_at
    )
    INSERT INTO note_actions (note_id, kind, action, actor_id, at, details)
    SELECT parent_id, ${NoteKind.patient}, ${NoteAction.appendNote}, author_id, created_at,
           jsonb_build_object('appendedNoteId', id, 'privacy', privacy)
    FROM appended`);

  // The author strikes the first word and adds a sentence at the end.
  await tx.execute(sql`
    WITH changed AS (
      INSERT INTO note_text_changes (note_id, kind, start_offset, end_offset, text, author_id, created_at)
      SELECT n.id, c.kind, c.start_offset, c.end_offset, c.text, n.author_id, c.at
      FROM scale_note_parents n
      CROSS JOIN LATERAL (VALUES
        ('strike', 0, strpos(n.body, ' ') - 1, left(n.body, strpos(n.body, ' ') - 1),
         n.signed_at + interval '2 hours'),
        ('insert', length(n.body), length(n.body),
         ${asJson(insertions)}::jsonb ->> ((n.k / ${TEXT_CHANGE_EVERY}) % ${insertions.length})::int,
         n.signed_at + interval '3 hours')
      ) AS c(kind, start_offset, end_offset, text, at)
      WHERE n.k % ${TEXT_CHANGE_EVERY} = ${TEXT_CHANGE_EVERY / 2}
      RETURNING id, note_id, kind, start_offset, end_offset, text, author_id, created_at
    )
    INSERT INTO note_actions (note_id, kind, action, actor_id, at, details)
    SELECT note_id, ${NoteKind.patient},
           CASE kind WHEN 'insert' THEN ${NoteAction.insertText} ELSE ${NoteAction.strikeText} END,
           author_id, created_at,
           CASE kind
             WHEN 'insert' THEN jsonb_build_object('changeId', id, 'offset', start_offset, 'text', text)
             ELSE jsonb_build_object('changeId', id, 'start', start_offset, 'end', end_offset, 'text', text)
           END
    FROM changed`);
}

/** Drafts of the busiest patient's caregivers in the last weeks: theirs alone until signed. */
async function seedDrafts(tx: SeedTransaction, drafts: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO notes (kind, patient_id, author_id, note_type_id, title, body, privacy,
                       created_at, updated_at)
    SELECT ${NoteKind.patient}, p.patient_id, s.user_id, t.id,
           t.words -> 'titles' ->> 0, t.words -> 'openings' ->> 0, ${NotePrivacy.careTeam},
           now() - make_interval(days => g), now() - make_interval(days => g)
    FROM scale_note_patients p
    JOIN scale_note_staff s ON s.agency_id = p.agency_id AND s.role = ${Role.caregiver}
    CROSS JOIN generate_series(1, ${drafts}) AS g
    JOIN scale_note_types t ON t.n = 1 + g % (SELECT count(*) FROM scale_note_types)
    WHERE p.n = 1 AND s.n = 3 + g % 6`);
}
