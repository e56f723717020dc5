import {
  AssessmentStatus,
  itemResponse,
  listResponse,
  Role,
  type TaskCreateInput,
  TaskRecurrence,
  TaskState,
  TaskValidation,
  TaskVisibility,
  taskSchema,
} from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserClient } from '../../../../test/browserClient.ts';
import { createAssessment } from '../../../../test/factories/assessments.ts';
import { createAgency } from '../../../../test/factories/identity.ts';
import { createPatient } from '../../../../test/factories/patients.ts';
import { signedInCaregiver, signedInStaff } from '../../../../test/factories/postings.ts';
import { createShift, minutesFromNow } from '../../../../test/factories/shifts.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf, fieldErrorsOf } from '../../../../test/json.ts';
import { auditLog, patientCareTeam, shifts } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
let agencyA: number;
let patientId: number;
let otherPatient: number;
let owner: BrowserClient;
let ownerB: BrowserClient;
let psw: Awaited<ReturnType<typeof signedInCaregiver>>;
let rn: Awaited<ReturnType<typeof signedInCaregiver>>;
let outsider: Awaited<ReturnType<typeof signedInCaregiver>>;

const taskBody = itemResponse(taskSchema);
const taskList = listResponse(taskSchema);

beforeAll(async () => {
  agencyA = await createAgency(database.db);
  const agencyB = await createAgency(database.db);
  owner = await signedInStaff(database.db, server, agencyA);
  ownerB = await signedInStaff(database.db, server, agencyB, Role.agencyAgent);
  psw = await signedInCaregiver(database.db, server, agencyA, 'psw');
  rn = await signedInCaregiver(database.db, server, agencyA, 'rn');
  outsider = await signedInCaregiver(database.db, server, agencyA, 'rn');
  patientId = await createPatient(database.db, agencyA);
  otherPatient = await createPatient(database.db, agencyB);
  await database.db.insert(patientCareTeam).values([
    { patientId, userId: psw.userId },
    { patientId, userId: rn.userId },
  ]);
});

async function addTask(input: Partial<TaskCreateInput> = {}) {
  const response = await owner.json(`/api/patients/${patientId}/tasks`, 'POST', {
    careService: 'bathing',
    title: 'Morning bath',
    dueDate: '2027-01-31',
    ...input,
  });
  expect(response.status).toBe(201);
  return (await bodyOf(response, taskBody)).data;
}

const listed = async (client: BrowserClient, query = '') =>
  (
    await bodyOf(
      await client.request(`/api/patients/${patientId}/tasks?perPage=100${query}`),
      taskList,
    )
  ).data.map((task) => task.id);

describe('the care plan', () => {
  it('shows a caregiver only the services their profession sees', async () => {
    const bath = await addTask();
    const injection = await addTask({ careService: 'injections', title: 'Insulin' });
    expect(await listed(psw.client)).toContain(bath.id);
    expect(await listed(psw.client)).not.toContain(injection.id);
    expect(await listed(rn.client)).toEqual(expect.arrayContaining([bath.id, injection.id]));
    const patched = await psw.client.json(`/api/tasks/${injection.id}`, 'PATCH', { state: 1 });
    expect(patched.status).toBe(404);
  });

  it('lets the care team mark the state, and only staff change the rest', async () => {
    const task = await addTask({ careService: 'vitalSigns', title: 'Blood pressure' });
    const done = await rn.client.json(`/api/tasks/${task.id}`, 'PATCH', {
      state: TaskState.completed,
    });
    const { data } = await bodyOf(done, taskBody);
    expect(data.state).toBe(TaskState.completed);
    expect(data.completedBy).toBeTruthy();
    expect(data.completedAt).not.toBeNull();
    const undone = await rn.client.json(`/api/tasks/${task.id}`, 'PATCH', { state: 0 });
    expect((await bodyOf(undone, taskBody)).data.completedAt).toBeNull();
    const retitled = await rn.client.json(`/api/tasks/${task.id}`, 'PATCH', { title: 'x' });
    expect(await fieldErrorsOf(retitled)).toEqual({ title: [TaskValidation.staffOnly] });
  });

  it('hides hidden tasks from the care team', async () => {
    const hidden = await addTask({ visibility: TaskVisibility.hidden });
    expect(await listed(owner, '&visibility=0')).toContain(hidden.id);
    expect(await listed(rn.client, '&visibility=0')).toEqual([]);
    const response = await rn.client.json(`/api/tasks/${hidden.id}`, 'PATCH', { state: 1 });
    expect(response.status).toBe(404);
  });

  it('keeps the plan from caregivers off the care team and from other agencies (404)', async () => {
    const task = await addTask();
    expect((await outsider.client.request(`/api/patients/${patientId}/tasks`)).status).toBe(404);
    expect((await ownerB.request(`/api/patients/${patientId}/tasks`)).status).toBe(404);
    expect((await ownerB.json(`/api/tasks/${task.id}`, 'PATCH', { state: 1 })).status).toBe(404);
    const own = await ownerB.request(`/api/patients/${otherPatient}/tasks`);
    expect(own.status).toBe(200);
    const foreign = await ownerB.json(`/api/patients/${patientId}/tasks`, 'POST', {
      careService: 'bathing',
      title: 'x',
      dueDate: '2027-01-01',
    });
    expect(foreign.status).toBe(404);
  });

  it('shows the plan to the caregiver of an accepted visit, not of an offer or a cancelled one', async () => {
    const task = await addTask({ title: 'Help with lunch' });
    const visitor = await signedInCaregiver(database.db, server, agencyA, 'psw');
    const assessmentId = await createAssessment(database.db, {
      agencyId: agencyA,
      patientId,
      status: AssessmentStatus.scheduled,
    });
    const visit = {
      startsAt: minutesFromNow(-30),
      endsAt: minutesFromNow(30),
      caregiverId: visitor.profile,
    };
    const shiftId = await createShift(database.db, assessmentId, visit);
    const plan = `/api/patients/${patientId}/tasks`;
    expect((await visitor.client.request(plan)).status).toBe(404);

    await database.db.update(shifts).set({ assignment: 'accepted' }).where(eq(shifts.id, shiftId));
    expect(await listed(visitor.client)).toContain(task.id);

    await database.db.update(shifts).set({ cancelledAt: new Date() }).where(eq(shifts.id, shiftId));
    expect((await visitor.client.request(plan)).status).toBe(404);

    // A visit long over no longer opens the plan.
    await createShift(database.db, assessmentId, {
      ...visit,
      startsAt: minutesFromNow(-4 * 24 * 60),
      endsAt: minutesFromNow(-4 * 24 * 60 + 60),
      assignment: 'accepted',
    });
    expect((await visitor.client.request(plan)).status).toBe(404);
  });

  it('refuses bad input with field errors, a page over 100, and caregivers adding tasks', async () => {
    const custom = await owner.json(`/api/patients/${patientId}/tasks`, 'POST', {
      careService: 'bathing',
      title: 'Bath',
      dueDate: '2027-01-01',
      recurrence: TaskRecurrence.custom,
    });
    expect(await fieldErrorsOf(custom)).toEqual({
      recurrenceDays: [TaskValidation.customNeedsDays],
    });
    const junk = await owner.json(`/api/patients/${patientId}/tasks`, 'POST', {
      careService: 'surgery',
      title: '',
      dueDate: 'soon',
    });
    expect(Object.keys(await fieldErrorsOf(junk)).sort()).toEqual([
      'careService',
      'dueDate',
      'title',
    ]);
    expect((await owner.request(`/api/patients/${patientId}/tasks?perPage=101`)).status).toBe(422);
    const byCaregiver = await rn.client.json(`/api/patients/${patientId}/tasks`, 'POST', {
      careService: 'bathing',
      title: 'x',
      dueDate: '2027-01-01',
    });
    expect(byCaregiver.status).toBe(403);
  });

  it('keeps each read of the plan in the audit log', async () => {
    await psw.client.request(`/api/patients/${patientId}/tasks`);
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'patient.tasks.listed'), eq(auditLog.actorUserId, psw.userId)),
      );
    expect(entries.length).toBeGreaterThan(0);
  });
});
