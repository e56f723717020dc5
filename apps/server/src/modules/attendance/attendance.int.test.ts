import {
  type AttendanceDay,
  type AttendanceSaved,
  type AttendanceWeek,
  type AttendanceWrite,
  careDay,
  OrganisationKind,
  Role,
} from '@hearth/domain';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../test/browserClient.ts';
import { createAgency, createUser } from '../../../test/factories/identity.ts';
import { createPatient } from '../../../test/factories/patients.ts';
import { useTestServer } from '../../../test/harness.ts';
import { expectBody, expectFieldErrors } from '../../../test/responses.ts';
import type { Database } from '../../db/client.ts';
import { agencies, auditLog } from '../../db/schema/index.ts';

const { database, server } = useTestServer();

let sequence = 0;
async function createOrganisation(db: Database, kind: OrganisationKind): Promise<number> {
  sequence += 1;
  const [row] = await db
    .insert(agencies)
    .values({ name: `Day program ${sequence} ${Date.now()}`, kind })
    .returning({ id: agencies.id });
  if (row === undefined) {
    throw new Error('no organisation created');
  }
  return row.id;
}

async function client(role: Role, agencyIds: number[] = []): Promise<BrowserClient> {
  const user = await createUser(database.db, { role, agencyIds });
  return signedInClient(server, user.email, user.password);
}

/** A day `offset` days from the program's today, as YYYY-MM-DD. */
function dayFromToday(offset: number): string {
  const date = new Date(`${careDay()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

const dayPath = (programId: number, date: string) =>
  `/api/day-programs/${programId}/attendance?date=${date}`;
const recordPath = (programId: number) => `/api/day-programs/${programId}/attendance`;
const capacityPath = (programId: number) => `/api/day-programs/${programId}/capacity`;
const weekPath = (programId: number, date: string) =>
  `/api/day-programs/${programId}/attendance/week?date=${date}`;

let sunrise: number;
let riverbend: number;
let homeCare: number;
let hostHome: number;
let provider: BrowserClient;
let otherProvider: BrowserClient;
let hostProvider: BrowserClient;
let admin: BrowserClient;
let ada: number;
let bruno: number;
let carmen: number;
let discharged: number;
let outsider: number;

const present = (patientId: number, date: string): AttendanceWrite => ({
  patientId,
  date,
  status: 'present',
  arrivalTime: '09:00',
});

async function record(body: AttendanceWrite, as = provider, programId = sunrise) {
  return as.json(recordPath(programId), 'PUT', body);
}

beforeAll(async () => {
  const { db } = database;
  sunrise = await createOrganisation(db, OrganisationKind.adultDayProgram);
  riverbend = await createOrganisation(db, OrganisationKind.adultDayProgram);
  hostHome = await createOrganisation(db, OrganisationKind.hostHome);
  homeCare = await createAgency(db);
  provider = await client(Role.provider, [sunrise]);
  otherProvider = await client(Role.provider, [riverbend]);
  hostProvider = await client(Role.provider, [hostHome]);
  admin = await client(Role.admin);
  ada = await createPatient(db, sunrise, { firstName: 'Ada', lastName: 'Aalto' });
  bruno = await createPatient(db, sunrise, { firstName: 'Bruno', lastName: 'Berg' });
  carmen = await createPatient(db, sunrise, { firstName: 'Carmen', lastName: 'Cruz' });
  discharged = await createPatient(db, sunrise, { lastName: 'Dahl', status: 'discharged' });
  outsider = await createPatient(db, riverbend);
});

describe('the day sheet', () => {
  it('lists every active participant of the program, by name, with no record yet', async () => {
    const date = dayFromToday(-20);
    const { data } = await expectBody<{ data: AttendanceDay }>(
      await provider.request(dayPath(sunrise, date)),
      200,
    );
    expect(data.date).toBe(date);
    expect(data.today).toBe(careDay());
    expect(data.rows.map((row) => row.patientId)).toEqual([ada, bruno, carmen]);
    expect(data.rows.every((row) => row.record === null)).toBe(true);
    expect(data.count).toEqual({
      attended: 0,
      absent: 0,
      unrecorded: 3,
      capacity: null,
      overCapacity: false,
    });
  });

  it("shows the day's records, who recorded them, and the count they make", async () => {
    const date = dayFromToday(-19);
    await expectBody(await record(present(ada, date)), 200);
    await expectBody(
      await record({ patientId: bruno, date, status: 'absent', reason: 'Cita con el médico' }),
      200,
    );
    const { data } = await expectBody<{ data: AttendanceDay }>(
      await admin.request(dayPath(sunrise, date)),
      200,
    );
    const [first, second, third] = data.rows;
    expect(first?.record).toMatchObject({
      status: 'present',
      arrivalTime: '09:00',
      departureTime: null,
      recordedByName: `Test ${Role.nameOf(Role.provider)}`,
      corrections: 0,
    });
    expect(second?.record).toMatchObject({ status: 'absent', reason: 'Cita con el médico' });
    expect(third?.record).toBeNull();
    expect(data.count).toMatchObject({ attended: 1, absent: 1, unrecorded: 1 });
  });

  it('keeps a participant discharged since on the days they have a record', async () => {
    const date = dayFromToday(-18);
    await expectBody(await record(present(discharged, date)), 200);
    const { data } = await expectBody<{ data: AttendanceDay }>(
      await provider.request(dayPath(sunrise, date)),
      200,
    );
    expect(data.rows.map((row) => row.patientId)).toContain(discharged);
    const other = await expectBody<{ data: AttendanceDay }>(
      await provider.request(dayPath(sunrise, dayFromToday(-17))),
      200,
    );
    expect(other.data.rows.map((row) => row.patientId)).not.toContain(discharged);
  });
});

describe('recording attendance', () => {
  it('records a participant who left early, with both times and a reason', async () => {
    const date = dayFromToday(-16);
    const { data } = await expectBody<{ data: AttendanceSaved }>(
      await record({
        patientId: carmen,
        date,
        status: 'leftEarly',
        arrivalTime: '08:45',
        departureTime: '13:10',
        reason: 'Tired after lunch',
      }),
      200,
    );
    expect(data.record).toMatchObject({
      status: 'leftEarly',
      arrivalTime: '08:45',
      departureTime: '13:10',
      reason: 'Tired after lunch',
    });
    expect(data.count.attended).toBe(1);
  });

  it('refuses what cannot be true, field by field, and writes nothing', async () => {
    const date = dayFromToday(-15);
    const cases: [AttendanceWrite, Record<string, string[]>][] = [
      [
        { ...present(ada, date), departureTime: '08:00' },
        { departureTime: ['attendance:validation.departureBeforeArrival'] },
      ],
      [
        { patientId: ada, date, status: 'leftEarly', arrivalTime: '09:00' },
        { departureTime: ['attendance:validation.departureRequired'] },
      ],
      [
        { patientId: ada, date, status: 'absent', arrivalTime: '09:00' },
        { arrivalTime: ['attendance:validation.absentHasNoTimes'] },
      ],
      [
        { patientId: ada, date, status: 'present' },
        { arrivalTime: ['attendance:validation.arrivalRequired'] },
      ],
      [
        { ...present(ada, date), arrivalTime: '9h' },
        { arrivalTime: ['attendance:validation.timeFormat'] },
      ],
      [
        { ...present(ada, date), reason: 'x' },
        { reason: ['attendance:validation.reasonNotForPresent'] },
      ],
      [present(ada, dayFromToday(1)), { date: ['attendance:validation.futureDay'] }],
      [present(ada, '0000-01-01'), { date: ['attendance:validation.dayOutOfRange'] }],
    ];
    for (const [body, errors] of cases) {
      expect(await expectFieldErrors(await record(body))).toMatchObject(errors);
    }
    const { data } = await expectBody<{ data: AttendanceDay }>(
      await provider.request(dayPath(sunrise, date)),
      200,
    );
    expect(data.rows.every((row) => row.record === null)).toBe(true);
    expect(await expectFieldErrors(await admin.request(weekPath(sunrise, '0000-01-01')))).toEqual({
      date: ['attendance:validation.dayOutOfRange'],
    });
  });

  it('keeps every correction in the audit log with what it was and what it became', async () => {
    const date = dayFromToday(-14);
    await expectBody(await record(present(bruno, date)), 200);
    const corrected = await expectBody<{ data: AttendanceSaved }>(
      await record({ patientId: bruno, date, status: 'absent', reason: 'Snow day' }),
      200,
    );
    expect(corrected.data.record.corrections).toBe(1);
    // The same record again changes nothing and leaves no entry.
    await expectBody(
      await record({ patientId: bruno, date, status: 'absent', reason: 'Snow day' }),
      200,
    );
    const entries = await database.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'patient'), eq(auditLog.subjectId, String(bruno))))
      .orderBy(asc(auditLog.id));
    const ofDay = entries.filter(
      (entry) => (entry.details as { date?: string } | null)?.date === date,
    );
    expect(ofDay).toEqual([
      {
        action: 'attendance.recorded',
        details: {
          date,
          from: null,
          to: { status: 'present', arrivalTime: '09:00', departureTime: null, reason: null },
        },
      },
      {
        action: 'attendance.corrected',
        details: {
          date,
          from: { status: 'present', arrivalTime: '09:00', departureTime: null, reason: null },
          to: { status: 'absent', arrivalTime: null, departureTime: null, reason: 'Snow day' },
        },
      },
    ]);
  });
});

describe('capacity', () => {
  it('records a participant beyond the capacity and says the day is over it', async () => {
    const program = await createOrganisation(database.db, OrganisationKind.adultDayProgram);
    const own = await client(Role.provider, [program]);
    const first = await createPatient(database.db, program);
    const second = await createPatient(database.db, program);
    const date = dayFromToday(-2);
    await expectBody(await own.json(capacityPath(program), 'PUT', { capacityPerDay: 1 }), 200);
    const within = await expectBody<{ data: AttendanceSaved }>(
      await record(present(first, date), own, program),
      200,
    );
    expect(within.data.count).toMatchObject({ attended: 1, capacity: 1, overCapacity: false });
    const beyond = await expectBody<{ data: AttendanceSaved }>(
      await record(present(second, date), own, program),
      200,
    );
    expect(beyond.data.count).toMatchObject({ attended: 2, capacity: 1, overCapacity: true });
    const week = await expectBody<{ data: AttendanceWeek }>(
      await own.request(weekPath(program, date)),
      200,
    );
    expect(week.data.days).toHaveLength(7);
    expect(week.data.days.find((day) => day.date === date)).toMatchObject({
      attended: 2,
      overCapacity: true,
    });
  });

  it('must be a whole number of people, at least one', async () => {
    for (const capacityPerDay of [0, -3, 2.5, 501]) {
      const errors = await expectFieldErrors(
        await provider.json(capacityPath(sunrise), 'PUT', { capacityPerDay }),
      );
      expect(Object.keys(errors)).toEqual(['capacityPerDay']);
    }
  });
});

describe('who may take or read attendance', () => {
  it("answers 404 for another program's participant or program", async () => {
    const date = dayFromToday(-1);
    expect((await record(present(outsider, date))).status).toBe(404);
    expect((await otherProvider.request(dayPath(sunrise, date))).status).toBe(404);
    expect((await record(present(ada, date), otherProvider)).status).toBe(404);
    expect(
      (await otherProvider.json(capacityPath(sunrise), 'PUT', { capacityPerDay: 9 })).status,
    ).toBe(404);
    expect((await otherProvider.request(weekPath(sunrise, date))).status).toBe(404);
  });

  it('has no attendance for a home care agency or a host home (404)', async () => {
    const date = dayFromToday(-1);
    expect((await admin.request(dayPath(homeCare, date))).status).toBe(404);
    expect((await hostProvider.request(dayPath(hostHome, date))).status).toBe(404);
  });

  it('lets admins read but not record', async () => {
    const date = dayFromToday(-1);
    expect((await admin.request(weekPath(sunrise, date))).status).toBe(200);
    expect((await record(present(ada, date), admin)).status).toBe(403);
    expect((await admin.json(capacityPath(sunrise), 'PUT', { capacityPerDay: 9 })).status).toBe(
      403,
    );
  });

  it('refuses every other role (403), their own organisation or not', async () => {
    const date = dayFromToday(-1);
    const roles = [Role.user, Role.caregiver, Role.agency, Role.agencyAgent, Role.partner];
    for (const role of roles) {
      const other = await client(role, [homeCare]);
      expect((await other.request(dayPath(sunrise, date))).status, Role.nameOf(role)).toBe(403);
      expect((await record(present(ada, date), other)).status, Role.nameOf(role)).toBe(403);
    }
  });
});
