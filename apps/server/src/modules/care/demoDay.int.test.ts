import {
  type AuthDetails,
  type Mar,
  type Posting,
  type Shift,
  type Task,
  TaskRecurrence,
  TaskState,
  type VisitException,
} from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserClient } from '../../../test/browserClient.ts';
import { haversineMetres } from '../../../test/greatCircle.ts';
import { useSeededDemo } from '../../../test/harness.ts';
import { patients, seedRuns } from '../../db/schema/index.ts';
import { addDays, careDate, type DemoDay, demoDay } from '../../db/seed/demoDay.ts';

// What the demo's care screens open with, read through the API as the demo accounts read it,
// relative to the moment the demo was seeded.

const demo = useSeededDemo();

type Position = { latitude: number; longitude: number };

async function read<T>(client: BrowserClient, path: string): Promise<T> {
  const response = await client.request(path);
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

async function homeOf(patientId: number): Promise<Position> {
  const [row] = await demo.db
    .select({ latitude: patients.latitude, longitude: patients.longitude })
    .from(patients)
    .where(eq(patients.id, patientId));
  return { latitude: row?.latitude ?? Number.NaN, longitude: row?.longitude ?? Number.NaN };
}

let seededAt: Date;
let day: DemoDay;
let caregiver: BrowserClient;
let owner: BrowserClient;
let today: Shift[];

beforeAll(async () => {
  const [run] = await demo.db
    .select({ at: seedRuns.appliedAt })
    .from(seedRuns)
    .where(eq(seedRuns.name, 'care.demo-visits'));
  seededAt = run?.at ?? new Date(Number.NaN);
  day = demoDay(seededAt);
  caregiver = await demo.signIn('caregiver@demo.hearth.test');
  owner = await demo.signIn('agency@demo.hearth.test');
  today = await read<Shift[]>(caregiver, `/api/my/shifts?date=${day.today}`);
});

describe("the demo's day of care", () => {
  it('gives the demo caregiver a visit under way at the home and, but at midnight, one to come', async () => {
    const underWay = today.filter((shift) => shift.checkIn !== null && shift.checkOut === null);
    expect(underWay).toHaveLength(1);
    const [visit] = underWay;
    expect(Date.parse(visit?.startsAt ?? '')).toBeLessThanOrEqual(seededAt.getTime());
    expect(Date.parse(visit?.endsAt ?? '')).toBeGreaterThan(seededAt.getTime());
    const home = await homeOf(visit?.patient.id ?? 0);
    expect(haversineMetres(home, visit?.checkIn ?? home)).toBeLessThan(30);

    const toCome = today.filter((shift) => Date.parse(shift.startsAt) > seededAt.getTime());
    expect(toCome).toHaveLength(day.later === null ? 0 : 1);
    for (const shift of toCome) {
      expect(shift).toMatchObject({ assignment: 'accepted', checkIn: null, missedAt: null });
      expect(careDate(new Date(shift.startsAt))).toBe(day.today);
    }
  });

  it("shows the agency's week: visits done, one missed, one checked in 2 km away, others to staff", async () => {
    const week = await read<Shift[]>(owner, `/api/shifts?from=${day.from}&to=${day.to}`);
    const dayOf = (shift: Shift) => careDate(new Date(shift.startsAt));
    const demoCaregivers = week.filter((shift) => shift.caregiver?.name === 'Carmen Caregiver');

    const missed = week.filter((shift) => shift.missedAt !== null);
    expect(missed).toHaveLength(1);
    expect(missed[0]).toMatchObject({ assignment: 'accepted', checkIn: null });
    expect(dayOf(missed[0] as Shift)).toBe(addDays(day.today, -2));

    const over = demoCaregivers.filter((shift) => Date.parse(shift.endsAt) <= seededAt.getTime());
    const done = over.filter((shift) => shift.checkIn !== null && shift.checkOut !== null);
    expect(done.length).toBeGreaterThanOrEqual(3);
    expect(done.length).toBe(over.length - 1);

    const distances = await Promise.all(
      done.map(async (shift) =>
        haversineMetres(await homeOf(shift.patient.id), shift.checkIn as Position),
      ),
    );
    const away = done.filter((_, index) => (distances[index] ?? 0) > 150);
    expect(away).toHaveLength(1);
    expect(dayOf(away[0] as Shift)).toBe(addDays(day.today, -1));
    const awayBy = distances.find((distance) => distance > 150) ?? 0;
    expect(awayBy).toBeGreaterThan(1_800);
    expect(awayBy).toBeLessThan(2_200);

    const others = week.filter((shift) => shift.caregiver?.name !== 'Carmen Caregiver');
    expect(others.length).toBeGreaterThan(0);
    for (const shift of others) {
      expect(['offered', 'unassigned']).toContain(shift.assignment);
      expect(dayOf(shift) > day.today).toBe(true);
    }
    expect(new Set(week.map(dayOf)).size).toBeGreaterThanOrEqual(5);
  });

  it("opens the office's queue on the out-of-fence check-in and the missed visit, verdicts kept", async () => {
    const session = await read<AuthDetails>(owner, '/api/auth/session');
    const agencyId = session.organisation?.ids[0];
    const queue = await read<VisitException[]>(
      owner,
      `/api/agencies/${agencyId}/visit-exceptions?perPage=100`,
    );
    expect(
      queue
        .map(({ kind, phase, reasonCode, resolvedAt }) => ({ kind, phase, reasonCode, resolvedAt }))
        .sort((a, b) => a.kind.localeCompare(b.kind)),
    ).toStrictEqual([
      { kind: 'missed', phase: 'visit', reasonCode: null, resolvedAt: null },
      { kind: 'out_of_fence', phase: 'check_in', reasonCode: 'other_address', resolvedAt: null },
    ]);
    const away = queue.find((exception) => exception.kind === 'out_of_fence');
    expect(careDate(new Date(away?.startsAt ?? ''))).toBe(addDays(day.today, -1));

    const week = await read<Shift[]>(owner, `/api/shifts?from=${day.from}&to=${day.to}`);
    const awayVisit = week.find((shift) => shift.id === away?.shiftId);
    expect(awayVisit?.verification.checkIn).toMatchObject({
      fence: 'outside',
      timing: 'on_time',
      reasonCode: 'other_address',
      fenceRadiusMetres: 150,
    });
    expect(awayVisit?.verification.checkIn?.distanceMetres).toBeGreaterThan(1_800);
    const done = week.filter((shift) => shift.checkOut !== null && shift.id !== away?.shiftId);
    expect(done.length).toBeGreaterThan(0);
    for (const shift of done) {
      expect(shift.verification.checkIn).toMatchObject({ fence: 'inside', timing: 'on_time' });
      expect(shift.verification.checkOut).toMatchObject({ fence: 'inside', timing: 'on_time' });
    }
  });

  it('has two open postings of the agency, offered to the demo caregiver and not yet answered', async () => {
    const mine = await read<Posting[]>(owner, '/api/postings?box=mine&status=open');
    expect(mine).toHaveLength(2);
    const offered = await read<Posting[]>(caregiver, '/api/postings?status=open');
    expect(offered.map((posting) => posting.myResponse)).toStrictEqual(['pending', 'pending']);
    expect(offered.every((posting) => posting.note !== null && posting.patient === null)).toBe(
      true,
    );
  });

  it("plans tasks for the visit's patient, some done on the visits before, one monthly", async () => {
    const patientId = today.find((shift) => shift.checkIn !== null)?.patient.id;
    const tasks = await read<Task[]>(caregiver, `/api/patients/${patientId}/tasks`);
    const states = new Set(tasks.map((task) => task.state));
    expect(states).toStrictEqual(new Set([TaskState.completed, TaskState.notCompleted]));
    expect(tasks.some((task) => task.dueDate === day.today)).toBe(true);
    expect(tasks.some((task) => task.recurrence === TaskRecurrence.firstDay)).toBe(true);
    const done = tasks.find((task) => task.state === TaskState.completed);
    expect(done?.completedBy).toBe('Carmen Caregiver');
  });

  it("lists today's doses in the MAR of the patient the visit under way is for", async () => {
    const patientId = today.find((shift) => shift.checkIn !== null)?.patient.id;
    const mar = await read<Mar>(
      caregiver,
      `/api/patients/${patientId}/mar?from=${day.today}&to=${day.today}`,
    );
    const doses = mar.rows.flatMap((row) => row.doses);
    expect(doses.length).toBeGreaterThanOrEqual(2);
    expect(mar.canRecord).toBe(true);
  });
});
