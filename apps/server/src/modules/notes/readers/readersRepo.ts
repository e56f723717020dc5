import { PATIENT_READER_ROLES } from '@hearth/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { notes, patientCareTeam, patients } from '../../../db/schema/index.ts';
import { activeActorsAround } from '../../identity/index.ts';
import { readableNotesCondition } from './readerRule.ts';

type Reader = Pick<Database, 'select'>;

// Each reader is one boolean column of one query; this many keep a statement modest.
const READERS_PER_QUERY = 100;

/** The patient note's patient, or undefined for a hub's note or no note. */
async function patientOfNote(reader: Reader, noteId: number) {
  const [row] = await reader
    .select({ patientId: patients.id, agencyId: patients.agencyId, partnerId: patients.partnerId })
    .from(notes)
    .innerJoin(patients, eq(patients.id, notes.patientId))
    .where(and(eq(notes.id, noteId), eq(notes.kind, 'patient')));
  return row;
}

/**
 * The patient and the users who read this patient note now (null for a hub's note): the reader
 * rule asked for each of those who might, the same rule as every list and read, never restated.
 * Pass the transaction to see a change it has not committed yet.
 */
export async function patientNoteReaders(
  reader: Reader,
  noteId: number,
): Promise<{ patientId: number; userIds: number[] } | null> {
  const patient = await patientOfNote(reader, noteId);
  if (patient === undefined) {
    return null;
  }
  // Everyone who might reach the patient; the reader rule then decides for each of them.
  const candidates = await activeActorsAround(reader, patient, PATIENT_READER_ROLES);
  const readers: number[] = [];
  for (let start = 0; start < candidates.length; start += READERS_PER_QUERY) {
    const chunk = candidates.slice(start, start + READERS_PER_QUERY);
    const columns: Record<string, SQL<boolean>> = Object.fromEntries(
      chunk.map((actor, index) => [
        `r${index}`,
        sql<boolean>`(${readableNotesCondition(actor, 'patient')})`,
      ]),
    );
    const [row] = await reader.select(columns).from(notes).where(eq(notes.id, noteId));
    chunk.forEach((actor, index) => {
      if (row?.[`r${index}`] === true) {
        readers.push(actor.userId);
      }
    });
  }
  return { patientId: patient.patientId, userIds: readers };
}

/** The patient's care team list (the notes' "on the care team" adds the agency, asked above). */
export async function careTeamOf(reader: Reader, patientId: number): Promise<number[]> {
  const rows = await reader
    .select({ userId: patientCareTeam.userId })
    .from(patientCareTeam)
    .where(eq(patientCareTeam.patientId, patientId));
  return rows.map((row) => row.userId);
}
