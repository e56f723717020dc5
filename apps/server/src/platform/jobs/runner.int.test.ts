import { addDays, careDay, TaskRecurrence } from '@hearth/domain';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgency } from '../../../test/factories/identity.ts';
import { createPatient } from '../../../test/factories/patients.ts';
import { createShift, createShiftAgency, minutesFromNow } from '../../../test/factories/shifts.ts';
import { useRealtimeServer, useTestDatabase } from '../../../test/harness.ts';
import { outboxMail } from '../../../test/outboxMail.ts';
import {
  marketplaceVisitors,
  membershipProducts,
  patientTasks,
  shifts,
  subscriptions,
} from '../../db/schema/index.ts';
import { scheduledJobs, withoutPaymentKeys } from '../../scheduledJobs.ts';
import { createPostgresFileStore } from '../files/postgresFileStore.ts';
import { JOB_RETRY_LIMIT, type JobRunner, startJobRunner } from './runner.ts';
import type { ScheduledJob } from './scheduledJob.ts';

type LogLine = { level: number; msg: string; job?: string; count?: number; willRetry?: boolean };

const database = useTestDatabase();
const realtimeServer = useRealtimeServer();
let logLines: LogLine[];
const errorLevel = 50;

/** A runner polling twice a second and retrying at once, logging into `logLines`. */
async function startRunner(jobs: readonly ScheduledJob[]): Promise<JobRunner> {
  const log = pino({ level: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line)) });
  return startJobRunner({
    db: database.db,
    pool: database.pool,
    jobs,
    log,
    broadcaster: realtimeServer.realtime.broadcaster,
    mail: await outboxMail(database.db),
    pollingIntervalSeconds: 0.5,
    retryDelaySeconds: 0,
  });
}

/** Waits until pg-boss has settled the job (completed or finally failed). */
async function settled(id: string): Promise<{ state: string; retryCount: number }> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const { rows } = await database.pool.query<{ state: string; retry_count: number }>(
      'SELECT state, retry_count FROM pgboss.job WHERE id = $1',
      [id],
    );
    const row = rows[0];
    if (row !== undefined && (row.state === 'completed' || row.state === 'failed')) {
      return { state: row.state, retryCount: row.retry_count };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`job ${id} did not settle`);
}

const finished = (name: string) =>
  logLines.filter((line) => line.job === name && line.msg === 'job finished');

beforeAll(async () => {
  logLines = [];
});

describe('the job runner with the modules’ jobs', () => {
  let runner: JobRunner;

  beforeAll(async () => {
    runner = await startRunner(
      scheduledJobs(withoutPaymentKeys(createPostgresFileStore(database.db))),
    );
  });

  afterAll(async () => {
    await runner.stop();
  });

  it('schedules exactly the renewals, invoice runs, recurring tasks, missed visits, search-state clean-up, photo sizes, birthdays and the file sweep', async () => {
    const schedules = await runner.schedules();
    expect(schedules.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'billing-subscription-renewals', cron: '0 6 * * *', tz: 'America/Toronto' },
      { name: 'care-invoice-run-sweep', cron: '* * * * *', tz: 'America/Toronto' },
      { name: 'care-missed-visits', cron: '*/5 * * * *', tz: 'America/Toronto' },
      { name: 'care-recurring-tasks', cron: '0 2 * * *', tz: 'America/Toronto' },
      { name: 'files-orphan-sweep', cron: '*/15 * * * *', tz: 'UTC' },
      { name: 'marketplace-listing-photo-sizes', cron: '45 3 * * *', tz: 'America/Toronto' },
      { name: 'marketplace-stale-search-state', cron: '30 3 * * *', tz: 'America/Toronto' },
      { name: 'notifications-caregiver-birthdays', cron: '0 7 * * *', tz: 'America/Toronto' },
    ]);
  });

  it('marks a shift nobody checked in to as missed, and leaves one still in its grace period', async () => {
    const { assessmentId } = await createShiftAgency(database.db);
    const late = await createShift(database.db, assessmentId, {
      startsAt: minutesFromNow(-30),
      endsAt: minutesFromNow(90),
    });
    const onTime = await createShift(database.db, assessmentId, {
      startsAt: minutesFromNow(-5),
      endsAt: minutesFromNow(115),
    });

    expect(await settled(await runner.send('care-missed-visits'))).toEqual({
      state: 'completed',
      retryCount: 0,
    });
    const rows = await database.db
      .select({ id: shifts.id, missedAt: shifts.missedAt })
      .from(shifts)
      .where(sql`${shifts.id} IN (${late}, ${onTime})`);
    expect(rows.find((row) => row.id === late)?.missedAt).toBeInstanceOf(Date);
    expect(rows.find((row) => row.id === onTime)?.missedAt).toBeNull();
    expect(finished('care-missed-visits').at(-1)?.count).toBe(1);
  });

  it('gives a repeating care-plan task that has come due its next occurrence', async () => {
    const { agencyId } = await createShiftAgency(database.db);
    const patientId = await createPatient(database.db, agencyId);
    const [task] = await database.db
      .insert(patientTasks)
      .values({
        patientId,
        careService: 'bathing',
        title: 'Monthly bath chair check',
        dueDate: '2020-01-15',
        recurrence: TaskRecurrence.monthlySameDate,
        recurrenceDays: [15],
      })
      .returning({ id: patientTasks.id });

    await settled(await runner.send('care-recurring-tasks'));
    const [next] = await database.db
      .select({ dueDate: patientTasks.dueDate })
      .from(patientTasks)
      .where(eq(patientTasks.previousId, task?.id ?? 0));
    expect(next?.dueDate).toBe('2020-02-15');
    // The chain catches up month by month to the first occurrence after today.
    expect(finished('care-recurring-tasks').at(-1)?.count).toBeGreaterThan(12);
  });

  it('renews a membership whose trial ended yesterday into its first paid period', async () => {
    const today = careDay();
    const [product] = await database.db
      .insert(membershipProducts)
      .values({
        names: { 'en-US': 'Weekly', 'en-CA': 'Weekly', 'es-ES': 'Semanal' },
        descriptions: { 'en-US': '', 'en-CA': '', 'es-ES': '' },
        buyerKinds: ['agency'],
        priceCents: 1_500,
        currency: 'CAD',
        unitOfMeasure: 2,
        entitlements: { listingSlots: 1, staffSeats: 1 },
        trialDays: 7,
      })
      .returning({ id: membershipProducts.id });
    const trialEnd = addDays(today, -1);
    const [trial] = await database.db
      .insert(subscriptions)
      .values({
        agencyId: await createAgency(database.db),
        productId: product?.id ?? 0,
        status: 'trialing',
        paymentMode: 2,
        invoiceSchedule: 1,
        unitOfMeasure: 2,
        country: 'CA',
        province: 'ON',
        currentPeriodStart: addDays(trialEnd, -7),
        currentPeriodEnd: trialEnd,
        anchorDay: 1,
        trialEnd,
      })
      .returning({ id: subscriptions.id });

    expect((await settled(await runner.send('billing-subscription-renewals'))).state).toBe(
      'completed',
    );
    const [renewed] = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, trial?.id ?? 0));
    expect(renewed).toMatchObject({
      status: 'active',
      currentPeriodStart: trialEnd,
      currentPeriodEnd: addDays(trialEnd, 7),
    });
    expect(finished('billing-subscription-renewals').at(-1)?.count).toBeGreaterThanOrEqual(1);
  });

  it('deletes the search state of visitors idle for 90 days, and keeps a recent one', async () => {
    await database.db.insert(marketplaceVisitors).values([
      { idHash: 'idle-visitor', updatedAt: new Date(Date.now() - 91 * 24 * 3_600_000) },
      { idHash: 'recent-visitor', updatedAt: new Date() },
    ]);

    await settled(await runner.send('marketplace-stale-search-state'));
    const left = await database.db
      .select({ idHash: marketplaceVisitors.idHash })
      .from(marketplaceVisitors);
    expect(left.map((row) => row.idHash)).toEqual(['recent-visitor']);
  });
});

describe('a failing job', () => {
  let runner: JobRunner;
  let flakyRuns = 0;
  const flaky: ScheduledJob = {
    name: 'test-flaky',
    cron: '0 4 * * *',
    tz: 'UTC',
    run: async () => {
      flakyRuns += 1;
      if (flakyRuns <= 2) {
        throw new Error('database briefly away');
      }
      return 7;
    },
  };
  const broken: ScheduledJob = {
    name: 'test-broken',
    cron: '0 5 * * *',
    tz: 'UTC',
    run: async () => {
      throw new Error('always broken');
    },
  };

  beforeAll(async () => {
    runner = await startRunner([flaky, broken]);
  });

  it('is retried, logged with its name, and succeeds once the cause is gone', async () => {
    expect(await settled(await runner.send('test-flaky'))).toEqual({
      state: 'completed',
      retryCount: 2,
    });
    expect(flakyRuns).toBe(3);
    const failures = logLines.filter(
      (line) => line.job === 'test-flaky' && line.level === errorLevel,
    );
    expect(failures).toHaveLength(2);
    expect(failures.every((line) => line.msg === 'job failed' && line.willRetry)).toBe(true);
    expect(finished('test-flaky').at(-1)?.count).toBe(7);
  });

  it('gives up after the retry limit and the runner goes on working', async () => {
    expect(await settled(await runner.send('test-broken'))).toEqual({
      state: 'failed',
      retryCount: JOB_RETRY_LIMIT,
    });
    const failures = logLines.filter(
      (line) => line.job === 'test-broken' && line.level === errorLevel,
    );
    expect(failures.map((line) => line.willRetry)).toEqual([true, true, true, false]);

    expect((await settled(await runner.send('test-flaky'))).state).toBe('completed');
  });

  it('registering a new set of jobs drops the schedules of jobs no longer there', async () => {
    expect((await runner.schedules()).map((schedule) => schedule.name).sort()).toEqual([
      'test-broken',
      'test-flaky',
    ]);
  });

  it('stops cleanly: a job queued afterwards is left waiting', async () => {
    await runner.stop();
    const id = await runner.send('test-flaky');
    const runsBefore = flakyRuns;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const { rows } = await database.pool.query<{ state: string }>(
      'SELECT state FROM pgboss.job WHERE id = $1',
      [id],
    );
    expect(rows[0]?.state).toBe('created');
    expect(flakyRuns).toBe(runsBefore);
  });
});
