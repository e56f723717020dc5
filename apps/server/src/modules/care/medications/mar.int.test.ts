import {
  administrationSchema,
  COMMENT_REQUIRED_MESSAGE,
  errorResponseSchema,
  itemResponse,
  MedicationAdministration,
  MedicationValidation,
  marSchema,
  ReasonNotAdministered,
  Role,
  reasonRequiresComment,
} from '@hearth/domain';
import { and, eq, sql } from 'drizzle-orm';
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
import { auditLog } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
let owner: TestUser;
let caregiver: BrowserClient;
let caregiverUser: TestUser;
let agency: BrowserClient;
let patientId: number;

const entryResponse = itemResponse(administrationSchema);
const { administered, notAdministered, held } = MedicationAdministration;

beforeAll(async () => {
  const agencyId = await createAgency(database.db);
  owner = await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] });
  caregiverUser = await createUser(database.db, { role: Role.caregiver, agencyIds: [agencyId] });
  agency = await signedInClient(server, owner.email, owner.password);
  caregiver = await signedInClient(server, caregiverUser.email, caregiverUser.password);
  patientId = await createPatient(database.db, agencyId, { careTeamUserIds: [caregiverUser.id] });
});

/** A medication of its own whose one daily dose falls `minutes` from now. */
async function doseAt(minutes: number) {
  const at = minutesFromNow(minutes);
  const medicationId = await createMedication(database.db, patientId, owner.id, {
    times: [clockOf(at)],
  });
  return { medicationId, scheduledFor: at.toISOString() };
}

const record = (
  client: BrowserClient,
  dose: { medicationId: number; scheduledFor: string | null },
  body: Record<string, unknown>,
) =>
  client.json(`/api/medications/${dose.medicationId}/administrations`, 'POST', {
    scheduledFor: dose.scheduledFor,
    ...body,
  });

describe('recording a dose', () => {
  it('records a dose given on time, with who recorded it', async () => {
    const dose = await doseAt(-10);
    const response = await record(caregiver, dose, { status: administered });
    expect(response.status).toBe(201);
    const { data } = await bodyOf(response, entryResponse);
    expect(data).toMatchObject({
      medicationId: dose.medicationId,
      scheduledFor: dose.scheduledFor,
      status: administered,
      reason: null,
      late: false,
      correctsId: null,
      recordedBy: { id: caregiverUser.id },
    });
  });

  it.each(ReasonNotAdministered.codes)('holds %s to the comment rule', async (reason) => {
    const dose = await doseAt(-10);
    const without = await record(caregiver, dose, { status: held, reason, comment: '  ' });
    if (reasonRequiresComment(reason)) {
      expect(without.status).toBe(422);
      expect((await fieldErrorsOf(without)).comment).toEqual([COMMENT_REQUIRED_MESSAGE]);
      const withComment = await record(caregiver, dose, {
        status: held,
        reason,
        comment: 'BP 88/50, held per parameters; nurse informed.',
      });
      expect(withComment.status).toBe(201);
    } else {
      expect(without.status).toBe(201);
    }
  });

  it('needs a reason when not administered or held, and takes none when administered', async () => {
    const dose = await doseAt(-10);
    for (const status of [notAdministered, held]) {
      const response = await record(caregiver, dose, { status });
      expect(response.status).toBe(422);
      expect((await fieldErrorsOf(response)).reason).toEqual([MedicationValidation.reasonRequired]);
    }
    const given = await record(caregiver, dose, { status: administered, reason: 'vomiting' });
    expect((await fieldErrorsOf(given)).reason).toEqual([MedicationValidation.reasonNotAllowed]);
  });

  it('refuses a second recording of the same dose, naming the entry to correct', async () => {
    const dose = await doseAt(-10);
    const first = await bodyOf(
      await record(caregiver, dose, { status: administered }),
      entryResponse,
    );
    const again = await record(agency, dose, { status: held, reason: 'vomiting' });
    expect(again.status).toBe(409);
    const body = await bodyOf(again, errorResponseSchema);
    expect(body.message).toMatch(/correction/);
    expect(body.errors?.administrationId).toEqual([String(first.data.id)]);
  });

  it('records a dose once when two people record it at the same instant', async () => {
    const dose = await doseAt(-10);
    const answers = await Promise.all([
      record(caregiver, dose, { status: administered }),
      record(agency, dose, { status: administered }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it('needs a reason for a dose recorded more than two hours late, and marks it late', async () => {
    const dose = await doseAt(-180);
    const without = await record(caregiver, dose, { status: administered });
    expect((await fieldErrorsOf(without)).lateReason).toEqual([
      MedicationValidation.lateReasonRequired,
    ]);
    const withReason = await record(caregiver, dose, {
      status: administered,
      lateReason: 'Given on time, recorded after the visit.',
    });
    const { data } = await bodyOf(withReason, entryResponse);
    expect(data).toMatchObject({
      late: true,
      lateReason: 'Given on time, recorded after the visit.',
    });
  });

  it('refuses a dose more than an hour ahead, and a time the schedule does not have', async () => {
    const ahead = await doseAt(90);
    const early = await record(caregiver, ahead, { status: administered });
    expect((await fieldErrorsOf(early)).scheduledFor).toEqual([MedicationValidation.tooEarly]);
    const soon = await doseAt(30);
    expect((await record(caregiver, soon, { status: administered })).status).toBe(201);

    const dose = await doseAt(-10);
    const offSchedule = new Date(Date.parse(dose.scheduledFor) + 7 * 60_000).toISOString();
    const wrong = await record(caregiver, { ...dose, scheduledFor: offSchedule }, { status: 1 });
    expect((await fieldErrorsOf(wrong)).scheduledFor).toEqual([MedicationValidation.notScheduled]);
  });

  it('records an as-needed dose without a time, and refuses a time for it', async () => {
    const medicationId = await createMedication(database.db, patientId, owner.id, { prn: true });
    const given = await record(caregiver, { medicationId, scheduledFor: null }, { status: 1 });
    expect(given.status).toBe(201);
    const timed = await record(
      caregiver,
      { medicationId, scheduledFor: minutesFromNow(0).toISOString() },
      {
        status: 1,
      },
    );
    expect(timed.status).toBe(422);
  });
});

describe('corrections', () => {
  it('append a new entry naming the old, which stays; only the latest can be corrected', async () => {
    const dose = await doseAt(-10);
    const original = await bodyOf(
      await record(caregiver, dose, { status: administered }),
      entryResponse,
    );
    const url = `/api/administrations/${original.data.id}/corrections`;
    const noComment = await caregiver.json(url, 'POST', { status: held, reason: 'vomiting' });
    expect(Object.keys(await fieldErrorsOf(noComment))).toEqual(['comment']);

    const noNeededReason = await caregiver.json(url, 'POST', { status: held, comment: 'Oops' });
    expect((await fieldErrorsOf(noNeededReason)).reason).toBeDefined();

    const corrected = await caregiver.json(url, 'POST', {
      status: held,
      reason: 'heldForParameters',
      comment: 'Pulse 48; held, not given. Recorded on the wrong row.',
    });
    expect(corrected.status).toBe(201);
    const correction = (await bodyOf(corrected, entryResponse)).data;
    expect(correction).toMatchObject({
      correctsId: original.data.id,
      scheduledFor: dose.scheduledFor,
      status: held,
    });

    const twice = await agency.json(url, 'POST', {
      status: administered,
      comment: 'Given after all',
    });
    expect(twice.status).toBe(409);
    expect((await bodyOf(twice, errorResponseSchema)).errors?.administrationId).toEqual([
      String(correction.id),
    ]);

    const day = dose.scheduledFor.slice(0, 10);
    const grid = await bodyOf(
      await agency.request(`/api/patients/${patientId}/mar?from=${day}&to=${day}`),
      itemResponse(marSchema),
    );
    const row = grid.data.rows.find((r) => r.medication.id === dose.medicationId);
    expect(row?.doses).toEqual([
      { scheduledFor: dose.scheduledFor, entries: [original.data, correction] },
    ]);
  });

  it('of an as-needed dose stay with it, even when recorded on a later day', async () => {
    const medicationId = await createMedication(database.db, patientId, owner.id, { prn: true });
    const given = await bodyOf(
      await record(caregiver, { medicationId, scheduledFor: null }, { status: administered }),
      entryResponse,
    );
    // Tomorrow's correction, written as the service would; only the grid's reading is under test.
    await database.db.execute(sql`
      INSERT INTO medication_administrations
        (medication_id, patient_id, status, reason, comment, recorded_by, recorded_at, corrects_id)
      VALUES (${medicationId}, ${patientId}, 2, 'patientRefused', 'Spat it out.', ${owner.id},
        now() + interval '1 day', ${given.data.id})`);
    const day = given.data.recordedAt.slice(0, 10);
    const grid = await bodyOf(
      await agency.request(`/api/patients/${patientId}/mar?from=${day}&to=${day}`),
      itemResponse(marSchema),
    );
    const row = grid.data.rows.find((r) => r.medication.id === medicationId);
    expect(row?.prnDoses.map((chain) => chain.map((entry) => entry.status))).toEqual([
      [administered, notAdministered],
    ]);
  });

  it('an unknown entry is 404', async () => {
    const response = await caregiver.json('/api/administrations/999999/corrections', 'POST', {
      status: administered,
      comment: 'x',
    });
    expect(response.status).toBe(404);
  });
});

describe('the record in the database', () => {
  it('refuses to change or remove an entry', async () => {
    const dose = await doseAt(-10);
    const { data } = await bodyOf(
      await record(caregiver, dose, { status: administered }),
      entryResponse,
    );
    await expect(
      database.db.execute(
        sql`UPDATE medication_administrations SET status = 3, reason = 'vomiting' WHERE id = ${data.id}`,
      ),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`DELETE FROM medication_administrations WHERE id = ${data.id}`),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`DELETE FROM patient_medications WHERE id = ${dose.medicationId}`),
    ).rejects.toThrow();
    const after = await bodyOf(
      await caregiver.request(
        `/api/patients/${patientId}/mar?from=${dayFromToday(-1)}&to=${dayFromToday(1)}`,
      ),
      itemResponse(marSchema),
    );
    const row = after.data.rows.find((r) => r.medication.id === dose.medicationId);
    expect(row?.doses.flatMap((d) => d.entries)).toEqual([data]);
  });
});

describe('the grid', () => {
  it('lists every scheduled dose of the days asked, and audits the read', async () => {
    const medicationId = await createMedication(database.db, patientId, owner.id, {
      name: 'Grid check',
      times: ['09:00', '21:00'],
      startDate: dayFromToday(-10),
    });
    const from = dayFromToday(-3);
    const to = dayFromToday(-2);
    const response = await caregiver.request(
      `/api/patients/${patientId}/mar?from=${from}&to=${to}`,
    );
    const { data } = await bodyOf(response, itemResponse(marSchema));
    const row = data.rows.find((r) => r.medication.id === medicationId);
    expect(row?.doses.map((d) => d.scheduledFor)).toEqual([
      `${from}T09:00:00.000Z`,
      `${from}T21:00:00.000Z`,
      `${to}T09:00:00.000Z`,
      `${to}T21:00:00.000Z`,
    ]);
    expect(data).toMatchObject({ canRecord: true, canPrescribe: false });

    const audited = await database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'mar.viewed'),
          eq(auditLog.actorUserId, caregiverUser.id),
          eq(auditLog.subjectId, String(patientId)),
        ),
      );
    expect(audited.map((entry) => entry.details)).toContainEqual({ from, to });
  });

  it('spans at most 31 days, and ends on or after it starts', async () => {
    const tooLong = await agency.request(
      `/api/patients/${patientId}/mar?from=${dayFromToday(-31)}&to=${dayFromToday(0)}`,
    );
    expect((await fieldErrorsOf(tooLong)).to).toEqual([MedicationValidation.rangeTooLong]);
    const backwards = await agency.request(
      `/api/patients/${patientId}/mar?from=${dayFromToday(0)}&to=${dayFromToday(-1)}`,
    );
    expect((await fieldErrorsOf(backwards)).to).toEqual([MedicationValidation.toAfterFrom]);
    const missing = await agency.request(`/api/patients/${patientId}/mar`);
    expect(missing.status).toBe(422);
  });
});
