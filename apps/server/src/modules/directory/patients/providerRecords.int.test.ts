import { MedicationAdministration, NotePrivacy, Role } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import {
  clockOf,
  createMedication,
  dayFromToday,
  minutesFromNow,
} from '../../../../test/factories/medications.ts';
import { createNote, noteTypeId } from '../../../../test/factories/notes.ts';
import { createPatient } from '../../../../test/factories/patients.ts';
import { createProvider } from '../../../../test/factories/providers.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody } from '../../../../test/responses.ts';

// A provider reads and keeps the records of their own participants or residents as the
// organisation's staff do (decisions: "A provider acts as their organisation's staff"): the
// patient list and page, the notes of the staff's privacy levels, the MAR. Another
// organisation's participant answers 404; the other roles keep their scopes.

const { database, server } = useTestServer();
type Provider = Awaited<ReturnType<typeof createProvider>>;
let sunrise: Provider;
let other: Provider;
let agencyOwner: BrowserClient;
const ids = { participant: 0, othersParticipant: 0, agencyPatient: 0 };
const notesByLevel = new Map<NotePrivacy, number>();

type ListBody = { data: { id: number }[]; meta: { total: number } };

beforeAll(async () => {
  const { db } = database;
  sunrise = await createProvider(db, server);
  other = await createProvider(db, server);
  const agencyId = await createAgency(db);
  const owner = await createUser(db, { role: Role.agency, agencyIds: [agencyId] });
  agencyOwner = await signedInClient(server, owner.email, owner.password);
  ids.participant = await createPatient(db, sunrise.organisationId);
  ids.othersParticipant = await createPatient(db, other.organisationId);
  ids.agencyPatient = await createPatient(db, agencyId);
  const nurse = await createUser(db, { role: Role.caregiver, agencyIds: [sunrise.organisationId] });
  for (const privacy of NotePrivacy.codes) {
    notesByLevel.set(
      privacy,
      await createNote(db, { kind: 'patient', patientId: ids.participant }, nurse.id, {
        privacy,
      }),
    );
  }
});

describe("a provider's participants", () => {
  it("lists their own organisation's participants only", async () => {
    const body = await expectBody<ListBody>(
      await sunrise.client.request('/api/patients?perPage=100'),
      200,
    );
    expect(body.data.map((row) => row.id)).toEqual([ids.participant]);
  });

  it("opens their own participant's page and 404s another organisation's", async () => {
    expect((await sunrise.client.request(`/api/patients/${ids.participant}`)).status).toBe(200);
    for (const id of [ids.othersParticipant, ids.agencyPatient]) {
      expect((await sunrise.client.request(`/api/patients/${id}`)).status).toBe(404);
    }
  });

  it("leaves the other roles' scopes as they were", async () => {
    const body = await expectBody<ListBody>(
      await agencyOwner.request('/api/patients?perPage=100'),
      200,
    );
    expect(body.data.map((row) => row.id)).toEqual([ids.agencyPatient]);
    expect((await agencyOwner.request(`/api/patients/${ids.participant}`)).status).toBe(404);
  });
});

describe("a provider's notes", () => {
  it("reads the staff's and care team's levels, never another's private or the administrators'", async () => {
    const body = await expectBody<ListBody>(
      await sunrise.client.request(`/api/notes/${ids.participant}/0?perPage=100`),
      200,
    );
    const { careTeam, anyone, agency, partner } = NotePrivacy;
    const expected = [careTeam, anyone, agency, partner].map((level) => notesByLevel.get(level));
    expect(body.data.map((note) => note.id).sort((a, b) => a - b)).toEqual(
      expected.sort((a = 0, b = 0) => a - b),
    );
    expect((await other.client.request(`/api/notes/${ids.participant}/0?perPage=100`)).status).toBe(
      404,
    );
  });

  it("writes a note for their own participant and not for another organisation's", async () => {
    const type = await noteTypeId(database.db);
    const draft = (patientId: number) => ({
      patientId,
      noteTypeId: type,
      privacy: NotePrivacy.agency,
    });
    const mine = await sunrise.client.json('/api/notes', 'POST', draft(ids.participant));
    expect(mine.status).toBe(201);
    const theirs = await sunrise.client.json('/api/notes', 'POST', draft(ids.othersParticipant));
    expect(theirs.status).toBe(404);
  });
});

describe("a provider's MAR", () => {
  it("reads and records their own resident's doses, and 404s another organisation's", async () => {
    const at = minutesFromNow(-10);
    const medicationId = await createMedication(database.db, ids.participant, sunrise.user.id, {
      times: [clockOf(at)],
    });
    const day = dayFromToday(0);
    const mar = `/api/patients/${ids.participant}/mar?from=${day}&to=${day}`;
    expect((await sunrise.client.request(mar)).status).toBe(200);
    const recorded = await sunrise.client.json(
      `/api/medications/${medicationId}/administrations`,
      'POST',
      { scheduledFor: at.toISOString(), status: MedicationAdministration.administered },
    );
    expect(recorded.status).toBe(201);
    const othersMar = `/api/patients/${ids.othersParticipant}/mar?from=${day}&to=${day}`;
    expect((await sunrise.client.request(othersMar)).status).toBe(404);
  });
});
