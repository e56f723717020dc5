import { randomUUID } from 'node:crypto';
import {
  administrationSchema,
  itemResponse,
  MedicationAdministration,
  marSchema,
  OfflineCaptureValidation,
  Role,
} from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createAgency, createUser, type TestUser } from '../../../../test/factories/identity.ts';
import {
  clockOf,
  createMedication,
  dayFromToday,
  minutesFromNow,
} from '../../../../test/factories/medications.ts';
import { createPatient } from '../../../../test/factories/patients.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf, fieldErrorsOf } from '../../../../test/json.ts';
import { auditLog, medicationAdministrations } from '../../../db/schema/index.ts';

// Doses recorded on a phone without a network and sent later by its queue (issue 19).

const { database, server } = useTestServer();
let owner: TestUser;
let caregiverUser: TestUser;
let caregiver: BrowserClient;
let colleague: BrowserClient;
let patientId: number;

const entryResponse = itemResponse(administrationSchema);
const { administered } = MedicationAdministration;

beforeAll(async () => {
  const agencyId = await createAgency(database.db);
  owner = await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] });
  caregiverUser = await createUser(database.db, { role: Role.caregiver, agencyIds: [agencyId] });
  const colleagueUser = await createUser(database.db, {
    role: Role.caregiver,
    agencyIds: [agencyId],
  });
  caregiver = await signedInClient(server, caregiverUser.email, caregiverUser.password);
  colleague = await signedInClient(server, colleagueUser.email, colleagueUser.password);
  patientId = await createPatient(database.db, agencyId, {
    careTeamUserIds: [caregiverUser.id, colleagueUser.id],
  });
});

type Dose = { medicationId: number; scheduledFor: string };

/** A medication of its own whose one daily dose falls `minutes` from now. */
async function doseAt(minutes: number): Promise<Dose> {
  const at = minutesFromNow(minutes);
  const medicationId = await createMedication(database.db, patientId, owner.id, {
    times: [clockOf(at)],
  });
  return { medicationId, scheduledFor: at.toISOString() };
}

/** What the phone's queue sends for a dose it recorded `minutesAgo` minutes ago, offline. */
function offlineCapture(dose: Dose, minutesAgo: number, key = randomUUID()) {
  return {
    scheduledFor: dose.scheduledFor,
    status: administered,
    idempotencyKey: key,
    capturedOffline: true,
    capturedAt: minutesFromNow(-minutesAgo).toISOString(),
  };
}

const send = (client: BrowserClient, dose: Dose, body: Record<string, unknown>) =>
  client.json(`/api/medications/${dose.medicationId}/administrations`, 'POST', body);

async function entriesOf(medicationId: number) {
  return database.db
    .select({ id: medicationAdministrations.id })
    .from(medicationAdministrations)
    .where(eq(medicationAdministrations.medicationId, medicationId));
}

async function auditRowsOf(entryId: number) {
  return database.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'mar.recorded'), eq(auditLog.subjectId, String(entryId))));
}

describe('a dose recorded offline', () => {
  it('keeps the time the phone took it and is flagged captured offline', async () => {
    const dose = await doseAt(-30);
    const body = offlineCapture(dose, 25);
    const response = await send(caregiver, dose, body);
    expect(response.status).toBe(201);
    const { data } = await bodyOf(response, entryResponse);
    expect(data).toMatchObject({ capturedOffline: true, late: false });
    expect(data.recordedAt).toBe(new Date(body.capturedAt).toISOString());
  });

  it('is judged late by when it was given, not by when the network came back', async () => {
    const dose = await doseAt(-180);
    // Given ten minutes after its time, sent almost three hours later: not late.
    const response = await send(caregiver, dose, offlineCapture(dose, 170));
    expect(response.status).toBe(201);
    expect((await bodyOf(response, entryResponse)).data.late).toBe(false);
  });

  it('answers a replay with the first entry and writes nothing, however often it comes', async () => {
    const dose = await doseAt(-20);
    const body = offlineCapture(dose, 15);
    const first = await bodyOf(await send(caregiver, dose, body), entryResponse);
    for (const _ of [1, 2]) {
      const again = await send(caregiver, dose, body);
      expect(again.status).toBe(201);
      expect((await bodyOf(again, entryResponse)).data).toEqual(first.data);
    }
    expect(await entriesOf(dose.medicationId)).toHaveLength(1);
    expect(await auditRowsOf(first.data.id)).toHaveLength(1);
  });

  it('records a queue replayed in order, and the same queue replayed again adds nothing', async () => {
    const doses = [await doseAt(-50), await doseAt(-40), await doseAt(-30)];
    const queue = doses.map((dose, index) => ({
      dose,
      body: offlineCapture(dose, 45 - index * 10),
    }));
    const firstPass: number[] = [];
    for (const { dose, body } of queue) {
      const response = await send(caregiver, dose, body);
      expect(response.status).toBe(201);
      firstPass.push((await bodyOf(response, entryResponse)).data.id);
    }
    const secondPass: number[] = [];
    for (const { dose, body } of queue) {
      secondPass.push((await bodyOf(await send(caregiver, dose, body), entryResponse)).data.id);
    }
    expect(secondPass).toEqual(firstPass);
    for (const { dose } of queue) {
      expect(await entriesOf(dose.medicationId)).toHaveLength(1);
    }

    const mar = await caregiver.json(
      `/api/patients/${patientId}/mar?from=${dayFromToday(-1)}&to=${dayFromToday(1)}`,
      'GET',
    );
    const { data } = await bodyOf(mar, itemResponse(marSchema));
    const recorded = data.rows
      .flatMap((row) => row.doses.flatMap((each) => each.entries))
      .filter((entry) => firstPass.includes(entry.id));
    expect(recorded).toHaveLength(3);
    expect(recorded.every((entry) => entry.capturedOffline)).toBe(true);
  });

  it('refuses a key reused for another medication, another dose or another person (409)', async () => {
    const dose = await doseAt(-20);
    const key = randomUUID();
    expect((await send(caregiver, dose, offlineCapture(dose, 10, key))).status).toBe(201);

    const otherMedication = await doseAt(-20);
    const reused = await send(caregiver, otherMedication, offlineCapture(otherMedication, 10, key));
    expect(reused.status).toBe(409);
    expect(await entriesOf(otherMedication.medicationId)).toHaveLength(0);

    const byColleague = await send(colleague, dose, offlineCapture(dose, 10, key));
    expect(byColleague.status).toBe(409);
  });

  it('refuses two sends of one key for two medications at the same instant once', async () => {
    const [one, two] = [await doseAt(-20), await doseAt(-20)];
    const key = randomUUID();
    const answers = await Promise.all([
      send(caregiver, one, offlineCapture(one, 10, key)),
      send(caregiver, two, offlineCapture(two, 10, key)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it('needs the time of an offline capture, and refuses one ahead of the clock (422)', async () => {
    const dose = await doseAt(-20);
    const { capturedAt: _, ...untimed } = offlineCapture(dose, 10);
    const withoutTime = await send(caregiver, dose, untimed);
    expect(withoutTime.status).toBe(422);
    expect((await fieldErrorsOf(withoutTime)).capturedAt).toEqual([
      OfflineCaptureValidation.capturedAtRequired,
    ]);

    const ahead = await send(caregiver, dose, offlineCapture(dose, -10));
    expect(ahead.status).toBe(422);
    expect((await fieldErrorsOf(ahead)).capturedAt).toEqual([
      OfflineCaptureValidation.capturedInFuture,
    ]);
    expect(await entriesOf(dose.medicationId)).toHaveLength(0);
  });

  it('takes the server clock for a dose recorded online, whatever time the phone sends', async () => {
    const dose = await doseAt(-20);
    const response = await send(caregiver, dose, {
      ...offlineCapture(dose, 15),
      capturedOffline: false,
    });
    const { data } = await bodyOf(response, entryResponse);
    expect(data.capturedOffline).toBe(false);
    expect(Math.abs(Date.parse(data.recordedAt) - Date.now())).toBeLessThan(60_000);
  });
});
