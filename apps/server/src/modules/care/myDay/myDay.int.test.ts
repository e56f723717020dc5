import {
  AssessmentStatus,
  itemResponse,
  MedicationAdministration,
  myDaySchema,
  Role,
  TaskState,
  TaskVisibility,
} from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserClient } from '../../../../test/browserClient.ts';
import { createAssessment } from '../../../../test/factories/assessments.ts';
import { createAgency } from '../../../../test/factories/identity.ts';
import { createMedication } from '../../../../test/factories/medications.ts';
import { createPatient } from '../../../../test/factories/patients.ts';
import { signedInCaregiver, signedInStaff } from '../../../../test/factories/postings.ts';
import { createShift } from '../../../../test/factories/shifts.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf } from '../../../../test/json.ts';
import { signedInCast } from '../../../../test/signedInCast.ts';
import {
  medicationAdministrations,
  patientCareTeam,
  patientTasks,
  shifts,
} from '../../../db/schema/index.ts';

// A fixed day, far from today: what the home shows depends on the day asked for, never on the
// clock the test runs at. Its visits are an hour each from 07:00 Toronto (12:00 UTC, EST), one
// after the other, as a caregiver is never booked twice at once.
const DAY = '2027-03-10';
const HOUR_MS = 3_600_000;
const FIRST_VISIT = Date.parse('2027-03-10T12:00:00Z');
let visitsBooked = 0;

const context = useTestServer();
const cast = signedInCast(context);
const dayBody = itemResponse(myDaySchema);
let agencyId: number;
let psw: Awaited<ReturnType<typeof signedInCaregiver>>;
let otherCaregiver: Awaited<ReturnType<typeof signedInCaregiver>>;

const myDay = async (client: BrowserClient, date = DAY) =>
  (await bodyOf(await client.request(`/api/my/day?date=${date}`), dayBody)).data;

/** A client with a visit on DAY, accepted by `caregiverProfile` unless cancelled. */
async function clientOfVisit(caregiverProfile: number, cancelled = false) {
  const patientId = await createPatient(context.db, agencyId);
  const assessmentId = await createAssessment(context.db, {
    agencyId,
    patientId,
    status: AssessmentStatus.scheduled,
    input: { startDate: '2027-03-01' },
  });
  const shiftId = await createShift(context.db, assessmentId, {
    startsAt: new Date(FIRST_VISIT + visitsBooked * HOUR_MS),
    endsAt: new Date(FIRST_VISIT + (visitsBooked + 1) * HOUR_MS),
    caregiverId: caregiverProfile,
    assignment: 'accepted',
  });
  visitsBooked += 1;
  if (cancelled) {
    await context.db.update(shifts).set({ cancelledAt: new Date() }).where(eq(shifts.id, shiftId));
  }
  return patientId;
}

async function addTask(
  patientId: number,
  values: Partial<typeof patientTasks.$inferInsert> = {},
): Promise<number> {
  const [row] = await context.db
    .insert(patientTasks)
    .values({ patientId, careService: 'bathing', title: 'Morning bath', dueDate: DAY, ...values })
    .returning({ id: patientTasks.id });
  if (row === undefined) {
    throw new Error('no task');
  }
  return row.id;
}

beforeAll(async () => {
  agencyId = await createAgency(context.db);
  psw = await signedInCaregiver(context.db, context.server, agencyId, 'psw');
  otherCaregiver = await signedInCaregiver(context.db, context.server, agencyId, 'psw');
});

describe("a caregiver's day", () => {
  it("counts the tasks left today for their visits' clients, as their profession sees them", async () => {
    const patientId = await clientOfVisit(psw.profile);
    const bath = await addTask(patientId);
    await addTask(patientId, { careService: 'injections', title: 'Insulin' });
    await addTask(patientId, { title: 'Done already', state: TaskState.completed });
    await addTask(patientId, { title: 'Hidden', visibility: TaskVisibility.hidden });
    await addTask(patientId, { title: 'Tomorrow', dueDate: '2027-03-11' });

    const day = await myDay(psw.client);
    expect(day.tasks.next.filter((task) => task.patientId === patientId)).toEqual([
      expect.objectContaining({ id: bath, title: 'Morning bath' }),
    ]);
  });

  it('counts the doses of the day nobody has recorded, on the care team only (the MAR rule)', async () => {
    const patientId = await clientOfVisit(psw.profile);
    const notOnTeam = await clientOfVisit(psw.profile);
    await context.db.insert(patientCareTeam).values({ patientId, userId: psw.userId });
    const medicationId = await createMedication(context.db, patientId, psw.userId, {
      name: 'Metoprolol',
      times: ['08:00', '20:00'],
      startDate: '2027-03-01',
    });
    await createMedication(context.db, notOnTeam, psw.userId, { startDate: '2027-03-01' });
    await context.db.insert(medicationAdministrations).values({
      medicationId,
      patientId,
      scheduledFor: new Date(`${DAY}T08:00:00Z`),
      status: MedicationAdministration.administered,
      recordedBy: psw.userId,
    });

    const day = await myDay(psw.client);
    const doses = day.doses.next.filter((dose) => dose.patientId === patientId);
    expect(doses).toEqual([
      expect.objectContaining({
        medicationName: 'Metoprolol',
        scheduledFor: `${DAY}T20:00:00.000Z`,
      }),
    ]);
    expect(day.doses.next.some((dose) => dose.patientId === notOnTeam)).toBe(false);
  });

  it('leaves out cancelled visits, other days and other caregivers’ visits, and lists three at most', async () => {
    const cancelled = await clientOfVisit(psw.profile, true);
    await addTask(cancelled, { title: 'Cancelled visit' });
    const others = await clientOfVisit(otherCaregiver.profile);
    for (const title of ['One', 'Two', 'Three', 'Four']) {
      await addTask(others, { title });
    }
    const mine = await myDay(psw.client);
    expect(mine.tasks.next.map((task) => task.patientId)).not.toContain(cancelled);
    expect(mine.tasks.next.map((task) => task.patientId)).not.toContain(others);

    const theirs = await myDay(otherCaregiver.client);
    expect(theirs.tasks.due).toBe(4);
    expect(theirs.tasks.next.map((task) => task.title)).toEqual(['One', 'Two', 'Three']);
    expect((await myDay(otherCaregiver.client, '2027-03-11')).tasks.due).toBe(0);
  });

  it('is for caregivers only (403), and refuses a day that is no date (422)', async () => {
    const owner = await signedInStaff(context.db, context.server, agencyId);
    expect((await owner.request(`/api/my/day?date=${DAY}`)).status).toBe(403);
    for (const role of [Role.admin, Role.user, Role.provider, Role.partner]) {
      await cast.signIn(`role-${role}`, role);
      const response = await cast.as(`role-${role}`).client.request(`/api/my/day?date=${DAY}`);
      expect(response.status).toBe(403);
    }
    expect((await psw.client.request('/api/my/day?date=someday')).status).toBe(422);
  });
});
