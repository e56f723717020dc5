import {
  evvVisitSchema,
  itemResponse,
  VisitChangeValidation,
  visitChangeSchema,
} from '@hearth/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { atHome, createVisit, hoursAgo } from '../../../../test/factories/evv.ts';
import {
  createQualifiedCaregiver,
  createShift,
  createShiftAgency,
} from '../../../../test/factories/shifts.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf } from '../../../../test/json.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { auditLog, shifts } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
let agency: Awaited<ReturnType<typeof createShiftAgency>>;
let owner: BrowserClient;

const visitResponse = itemResponse(evvVisitSchema);
const changesResponse = z.object({ data: z.array(visitChangeSchema) });
const codes = { reason: 'caregiverEarlyOrLate', resolution: 'confirmedWithClient' } as const;
const MINUTE = 60_000;

beforeAll(async () => {
  agency = await createShiftAgency(database.db);
  owner = await signedInClient(server, agency.owner.email, agency.owner.password);
});

/** A visit of its own caregiver (one person is never booked twice at once), `hours` ago. */
async function visitStarted(hours: number, marks: { checkIn?: boolean; checkOut?: boolean }) {
  const caregiverId = await createQualifiedCaregiver(database.db, agency.agencyId);
  const startsAt = hoursAgo(hours);
  const endsAt = new Date(startsAt.getTime() + 3 * 60 * MINUTE);
  const shiftId = await createVisit(database.db, agency.assessmentId, caregiverId, {
    startsAt,
    endsAt,
    ...(marks.checkIn ? { checkInAt: startsAt } : {}),
    ...(marks.checkOut ? { checkOutAt: endsAt } : {}),
  });
  return { shiftId, startsAt, endsAt };
}

const change = (shiftId: number, body: unknown) =>
  owner.json(`/api/shifts/${shiftId}/changes`, 'POST', body);
const history = async (shiftId: number) =>
  (await bodyOf(await owner.request(`/api/shifts/${shiftId}/changes`), changesResponse)).data;
const at = (date: Date, minutes = 0) => new Date(date.getTime() + minutes * MINUTE).toISOString();

describe('a change needs its codes', () => {
  it('refuses one without reason and resolution with 422 naming both, and records nothing', async () => {
    const { shiftId, startsAt } = await visitStarted(30, { checkIn: true, checkOut: true });
    const errors = await expectFieldErrors(
      await change(shiftId, { checkIn: { at: at(startsAt, 5) } }),
    );
    expect(errors.reason).toStrictEqual([VisitChangeValidation.reasonRequired]);
    expect(errors.resolution).toStrictEqual([VisitChangeValidation.resolutionRequired]);
    const unknown = await expectFieldErrors(
      await change(shiftId, {
        reason: 'becauseISaidSo',
        resolution: 'none',
        checkIn: { at: at(startsAt, 5) },
      }),
    );
    expect(Object.keys(unknown).sort()).toStrictEqual(['reason', 'resolution']);
    expect(await history(shiftId)).toStrictEqual([]);
  });

  it('refuses reason "other" without a note, and a change that changes nothing', async () => {
    const { shiftId, startsAt } = await visitStarted(34, { checkIn: true, checkOut: true });
    const other = await expectFieldErrors(
      await change(shiftId, {
        ...codes,
        reason: 'other',
        note: '  ',
        checkIn: { at: at(startsAt, 5) },
      }),
    );
    expect(other.note).toStrictEqual([VisitChangeValidation.noteRequired]);
    const empty = await expectFieldErrors(await change(shiftId, codes));
    expect(empty.checkIn).toStrictEqual([VisitChangeValidation.nothingChanged]);
    const same = await expectFieldErrors(
      await change(shiftId, { ...codes, checkIn: { at: at(startsAt) } }),
    );
    expect(same.checkIn).toStrictEqual([VisitChangeValidation.nothingChanged]);
  });
});

describe('the original stays beside the corrections', () => {
  it('keeps the caregiver’s check-in after a correction and after a second one', async () => {
    const { shiftId, startsAt } = await visitStarted(50, { checkIn: true, checkOut: true });
    const first = visitResponse.parse(
      await expectBody(await change(shiftId, { ...codes, checkIn: { at: at(startsAt, 10) } }), 201),
    );
    expect(first.data.checkIn?.at).toBe(at(startsAt, 10));
    const second = visitResponse.parse(
      await expectBody(
        await change(shiftId, {
          reason: 'dataEntryError',
          resolution: 'timesheetReceived',
          note: 'Timesheet says 09:05',
          checkIn: { at: at(startsAt, 5) },
        }),
        201,
      ),
    );
    expect(second.data.checkIn).toStrictEqual({ ...atHome, at: at(startsAt, 5) });
    expect(second.data.originalCheckIn).toStrictEqual({ ...atHome, at: at(startsAt) });
    const changes = await history(shiftId);
    expect(
      changes.map(({ field, before, after, reason, resolution, note }) => ({
        field,
        before: before?.at,
        after: after.at,
        reason,
        resolution,
        note,
      })),
    ).toStrictEqual([
      { field: 'checkIn', before: at(startsAt), after: at(startsAt, 10), ...codes, note: null },
      {
        field: 'checkIn',
        before: at(startsAt, 10),
        after: at(startsAt, 5),
        reason: 'dataEntryError',
        resolution: 'timesheetReceived',
        note: 'Timesheet says 09:05',
      },
    ]);
    expect(changes[0]?.changedBy.id).toBe(agency.owner.id);
    // The shift everyone else reads holds the effective value.
    const [row] = await database.db.select().from(shifts).where(eq(shifts.id, shiftId));
    expect(row?.checkedInAt?.toISOString()).toBe(at(startsAt, 5));
  });

  it('never lets the history be rewritten, even by SQL', async () => {
    const { shiftId, startsAt } = await visitStarted(54, { checkIn: true, checkOut: true });
    await expectBody(await change(shiftId, { ...codes, checkIn: { at: at(startsAt, 3) } }), 201);
    await expect(
      database.db.execute(
        sql`UPDATE visit_changes SET after_at = now() WHERE shift_id = ${shiftId}`,
      ),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`DELETE FROM visit_changes WHERE shift_id = ${shiftId}`),
    ).rejects.toThrow();
    expect(await history(shiftId)).toHaveLength(1);
  });

  it('adds a missed check-out with where it happened, and writes the audit entry with it', async () => {
    const { shiftId, endsAt } = await visitStarted(60, { checkIn: true });
    const noPosition = await expectFieldErrors(
      await change(shiftId, {
        reason: 'caregiverMissedCheckOut',
        resolution: 'confirmedWithCaregiver',
        checkOut: { at: at(endsAt) },
      }),
    );
    expect(noPosition['checkOut.position']).toStrictEqual([VisitChangeValidation.positionRequired]);
    const added = visitResponse.parse(
      await expectBody(
        await change(shiftId, {
          reason: 'caregiverMissedCheckOut',
          resolution: 'confirmedWithCaregiver',
          checkOut: { at: at(endsAt), position: atHome },
        }),
        201,
      ),
    );
    expect(added.data).toMatchObject({
      status: 'completed',
      checkOut: { ...atHome, at: at(endsAt) },
      originalCheckOut: null,
    });
    expect((await history(shiftId))[0]?.before).toBeNull();
    const entries = await database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'visit.changed'), eq(auditLog.subjectId, String(shiftId))));
    expect(entries.map((entry) => entry.details)).toStrictEqual([
      {
        fields: ['checkOut'],
        reason: 'caregiverMissedCheckOut',
        resolution: 'confirmedWithCaregiver',
        verdicts: [
          {
            field: 'checkOut',
            before: null,
            after: {
              fence: 'unverified',
              distanceMetres: null,
              fenceRadiusMetres: 150,
              timing: 'on_time',
            },
          },
        ],
        settledExceptionIds: [],
      },
    ]);
  });
});

describe('a visit the corrections make must be possible', () => {
  it('accepts 24 h 59 min and refuses 25 h 01 min', async () => {
    const { shiftId, startsAt } = await visitStarted(72, { checkIn: true, checkOut: true });
    const body = (minutes: number) => ({ ...codes, checkOut: { at: at(startsAt, minutes) } });
    await expectBody(await change(shiftId, body(24 * 60 + 59)), 201);
    const errors = await expectFieldErrors(await change(shiftId, body(25 * 60 + 1)));
    expect(errors['checkOut.at']).toStrictEqual([VisitChangeValidation.visitTooLong]);
    // A check-in moved earlier is measured against the check-out it already has.
    const earlier = await expectFieldErrors(
      await change(shiftId, { ...codes, checkIn: { at: at(startsAt, -2) } }),
    );
    expect(earlier['checkIn.at']).toStrictEqual([VisitChangeValidation.visitTooLong]);
    expect(await history(shiftId)).toHaveLength(1);
  });

  it('refuses a check-out before the check-in, one without a check-in, a time to come or far off', async () => {
    const { shiftId, startsAt } = await visitStarted(80, { checkIn: true, checkOut: true });
    const before = await expectFieldErrors(
      await change(shiftId, { ...codes, checkOut: { at: at(startsAt, -1) } }),
    );
    expect(before['checkOut.at']).toStrictEqual([VisitChangeValidation.checkOutBeforeCheckIn]);
    const future = await expectFieldErrors(
      await change(shiftId, {
        ...codes,
        checkOut: { at: new Date(Date.now() + 3_600_000).toISOString() },
      }),
    );
    expect(future['checkOut.at']).toStrictEqual([VisitChangeValidation.inFuture]);
    const lastWeek = await expectFieldErrors(
      await change(shiftId, { ...codes, checkIn: { at: at(startsAt, -7 * 24 * 60) } }),
    );
    expect(lastWeek['checkIn.at']).toStrictEqual([VisitChangeValidation.farFromShift]);
    const missed = await visitStarted(84, {});
    const alone = await expectFieldErrors(
      await change(missed.shiftId, {
        ...codes,
        checkOut: { at: at(missed.startsAt, 60), position: atHome },
      }),
    );
    expect(alone['checkOut.at']).toStrictEqual([VisitChangeValidation.checkInMissing]);
  });

  it('records a whole missed visit at once', async () => {
    const { shiftId, startsAt, endsAt } = await visitStarted(90, {});
    const recorded = visitResponse.parse(
      await expectBody(
        await change(shiftId, {
          reason: 'mobileDeviceIssue',
          resolution: 'timesheetReceived',
          checkIn: { at: at(startsAt), position: atHome },
          checkOut: { at: at(endsAt), position: atHome },
        }),
        201,
      ),
    );
    expect(recorded.data.status).toBe('completed');
    expect((await history(shiftId)).map((entry) => entry.field)).toStrictEqual([
      'checkIn',
      'checkOut',
    ]);
  });

  it('refuses a visit nobody accepted (409) and an unknown one (404)', async () => {
    const shiftId = await createShift(database.db, agency.assessmentId, {
      startsAt: hoursAgo(100),
      endsAt: hoursAgo(97),
    });
    const response = await change(shiftId, {
      ...codes,
      checkIn: { at: hoursAgo(100).toISOString(), position: atHome },
    });
    expect(response.status).toBe(409);
    expect(
      (await change(2_000_000_000, { ...codes, checkIn: { at: hoursAgo(1).toISOString() } }))
        .status,
    ).toBe(404);
  });
});
