import {
  type AssessmentCreateInput,
  AssessmentStatus,
  type CareInvoiceRunDetail,
  Role,
} from '@hearth/domain';
import { and, eq, sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import {
  careInvoiceLines,
  careInvoices,
  visitChanges,
  visitExceptions,
} from '../../src/db/schema/index.ts';
import type { BrowserClient } from '../browserClient.ts';
import { expectBody } from '../responses.ts';
import { createAssessment } from './assessments.ts';
import { atHome, createVisit } from './evv.ts';
import { createUser } from './identity.ts';
import { createPatient } from './patients.ts';
import { createQualifiedCaregiver } from './shifts.ts';

/**
 * An instant of an agency day in Toronto between March and October (daylight time, UTC-4), so
 * a test writes visits as the agency sees them: `torontoTime('2026-09-10', '09:00')`.
 */
export const torontoTime = (day: string, time: string): Date => new Date(`${day}T${time}:00-04:00`);

/** A patient of the agency with an assessment billed as given (rate, unit, frequency, payer). */
export async function createBilledAssessment(
  db: Database,
  agencyId: number,
  input: Partial<AssessmentCreateInput> = {},
): Promise<{ assessmentId: number; patientId: number }> {
  const patientId = await createPatient(db, agencyId);
  const assessmentId = await createAssessment(db, {
    agencyId,
    patientId,
    status: AssessmentStatus.scheduled,
    input: { startDate: '2026-08-01', billingFrequency: 'none', ...input },
  });
  return { assessmentId, patientId };
}

/** A caregiver of the agency, free every day, for the visits of a test. */
export const createBillingCaregiver = (db: Database, agencyId: number) =>
  createQualifiedCaregiver(db, agencyId);

/**
 * A visit on an agency day: planned `from`–`to`, checked in at `from` and out after `minutes`
 * (null: never checked out), all in Toronto time.
 */
export function createDayVisit(
  db: Database,
  assessmentId: number,
  caregiverId: number,
  visit: { day: string; from: string; to: string; minutes: number | null; checkedIn?: boolean },
): Promise<number> {
  const startsAt = torontoTime(visit.day, visit.from);
  const checkedIn = visit.checkedIn ?? true;
  return createVisit(db, assessmentId, caregiverId, {
    startsAt,
    endsAt: torontoTime(visit.day, visit.to),
    ...(checkedIn ? { checkInAt: startsAt } : {}),
    ...(checkedIn && visit.minutes !== null
      ? { checkOutAt: new Date(startsAt.getTime() + visit.minutes * 60_000) }
      : {}),
  });
}

/** An open EVV exception on a visit (a check-out outside the fence). */
export async function openEvvException(db: Database, agencyId: number, shiftId: number) {
  await db
    .insert(visitExceptions)
    .values({ shiftId, agencyId, kind: 'out_of_fence', phase: 'check_out' });
}

/** A correction of a visit's check-out through visit maintenance, as recorded at `changedAt`. */
export async function recordVisitChange(db: Database, agencyId: number, shiftId: number) {
  const agent = await createUser(db, { role: Role.agencyAgent, agencyIds: [agencyId] });
  await db.insert(visitChanges).values({
    shiftId,
    field: 'checkOut',
    afterAt: new Date(),
    afterLatitude: atHome.latitude,
    afterLongitude: atHome.longitude,
    afterAccuracy: atHome.accuracy,
    reason: 'caregiverMissedCheckOut',
    resolution: 'confirmedWithCaregiver',
    changedBy: agent.id,
  });
}

/**
 * Issues a run's drafts straight in the database, numbered, as the invoices' own issue call
 * does, `minutesAgo` before now (a change made after that counts as made after billing).
 */
export async function issueDrafts(db: Database, runId: number, minutesAgo = 1): Promise<void> {
  await db
    .update(careInvoices)
    .set({
      status: 'issued',
      number: sql`'T-' || ${careInvoices.id}`,
      issuedAt: new Date(Date.now() - minutesAgo * 60_000),
      issuedOn: '2026-10-01',
      dueOn: '2026-10-31',
    })
    .where(and(eq(careInvoices.runId, runId), eq(careInvoices.status, 'draft')));
}

/** Every line of a run's invoices, with its invoice's recipient. */
export function linesOfRun(db: Database, runId: number) {
  return db
    .select({
      recipient: careInvoices.recipient,
      patientId: careInvoices.patientId,
      payerId: careInvoices.payerId,
      kind: careInvoiceLines.kind,
      assessmentId: careInvoiceLines.assessmentId,
      shiftId: careInvoiceLines.shiftId,
      serviceDate: careInvoiceLines.serviceDate,
      quantity: careInvoiceLines.quantity,
      quantityUnit: careInvoiceLines.quantityUnit,
      shareBasisPoints: careInvoiceLines.shareBasisPoints,
      amountCents: careInvoiceLines.amountCents,
    })
    .from(careInvoiceLines)
    .innerJoin(careInvoices, eq(careInvoices.id, careInvoiceLines.invoiceId))
    .where(eq(careInvoices.runId, runId))
    .orderBy(careInvoiceLines.serviceDate, careInvoiceLines.id);
}

/** Starts a run through the API and waits until the app says it finished. */
export async function runInvoices(
  client: BrowserClient,
  run: { agencyId: number; periodStart: string; periodEnd: string },
): Promise<CareInvoiceRunDetail> {
  const started = await expectBody<{ data: { id: number; status: string } }>(
    await client.json('/api/invoice-runs', 'POST', run),
    201,
  );
  expect(started.data.status).toBe('queued');
  // Polls the app's own state until the run is over, whatever the machine's load.
  return vi.waitFor(
    async () => {
      const response = await client.request(`/api/invoice-runs/${started.data.id}`);
      const { data } = await expectBody<{ data: CareInvoiceRunDetail }>(response, 200);
      if (data.status !== 'finished') {
        throw new Error(`the run is ${data.status}`);
      }
      return data;
    },
    { timeout: 60_000, interval: 50 },
  );
}
