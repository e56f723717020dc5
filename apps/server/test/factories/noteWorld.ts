import { NotePrivacy, Role } from '@hearth/domain';
import { count } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { noteActions, patientCareTeam } from '../../src/db/schema/index.ts';
import { type BrowserClient, signedInClient } from '../browserClient.ts';
import type { TestServer } from '../server.ts';
import { createAgency, createUser, type TestUser } from './identity.ts';
import { createNote } from './notes.ts';
import { createPatient } from './patients.ts';

// The people around one patient's notes, signed in: the agency's owner (who supervises its
// notes), two nurses on the care team (who write them), and an owner of another agency (who
// reaches none of them). Tests of note actions act as them.

export type NoteWorld = {
  patientId: number;
  agencyId: number;
  users: Record<'owner' | 'nurse' | 'secondNurse' | 'outsider', TestUser>;
  as: Record<'owner' | 'nurse' | 'secondNurse' | 'outsider', BrowserClient>;
  /** A signed note by the nurse that everyone reaching the patient reads, its window open. */
  signedNote: (body?: string) => Promise<number>;
};

export async function createNoteWorld(db: Database, server: TestServer): Promise<NoteWorld> {
  const agencyId = await createAgency(db);
  const patientId = await createPatient(db, agencyId);
  const users = {
    owner: await createUser(db, { role: Role.agency, agencyIds: [agencyId] }),
    nurse: await createUser(db, { role: Role.caregiver, agencyIds: [agencyId] }),
    secondNurse: await createUser(db, { role: Role.caregiver, agencyIds: [agencyId] }),
    outsider: await createUser(db, { role: Role.agency, agencyIds: [await createAgency(db)] }),
  };
  await db.insert(patientCareTeam).values([
    { patientId, userId: users.nurse.id },
    { patientId, userId: users.secondNurse.id },
  ]);
  const signIn = (user: TestUser) => signedInClient(server, user.email, user.password);
  return {
    patientId,
    agencyId,
    users,
    as: {
      owner: await signIn(users.owner),
      nurse: await signIn(users.nurse),
      secondNurse: await signIn(users.secondNurse),
      outsider: await signIn(users.outsider),
    },
    signedNote: (body) =>
      createNote(db, { kind: 'patient', patientId }, users.nurse.id, {
        privacy: NotePrivacy.anyone,
        ...(body === undefined ? {} : { body }),
      }),
  };
}

/** How many rows the note action log holds, all notes together. */
export async function actionLogSize(db: Database): Promise<number> {
  const [row] = await db.select({ rows: count() }).from(noteActions);
  return row?.rows ?? 0;
}
