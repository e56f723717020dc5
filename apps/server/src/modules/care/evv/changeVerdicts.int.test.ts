import {
  evvVisitSchema,
  itemResponse,
  listResponse,
  shiftSchema,
  VisitChangeValidation,
  visitChangeSchema,
  visitExceptionSchema,
} from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { atHome, createVisit, hoursAgo } from '../../../../test/factories/evv.ts';
import {
  caregiverOnPhone,
  createQualifiedCaregiver,
  createShift,
  createShiftAgency,
  minutesFromNow,
} from '../../../../test/factories/shifts.ts';
import { haversineMetres } from '../../../../test/greatCircle.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf } from '../../../../test/json.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { auditLog, visitCaptures } from '../../../db/schema/index.ts';

// An agency's correction of a visit re-judges the corrected mark against the fence and the time
// window, keeps the verdict it replaced, and settles the exceptions it answers, all in the
// change's own transaction.

const { database, server } = useTestServer();
const visitResponse = itemResponse(evvVisitSchema);
const changesResponse = z.object({ data: z.array(visitChangeSchema) });
const exceptionList = listResponse(visitExceptionSchema);
const MINUTE = 60_000;
/** About 2 km due north of the client's home. */
const AWAY = { latitude: atHome.latitude + 0.018, longitude: atHome.longitude, accuracy: 10 };

let agency: Awaited<ReturnType<typeof createShiftAgency>>;
let owner: BrowserClient;

beforeAll(async () => {
  agency = await createShiftAgency(database.db);
  owner = await signedInClient(server, agency.owner.email, agency.owner.password);
  const { latitude, longitude } = atHome;
  await expectBody(
    await owner.json(`/api/patients/${agency.patientId}/service-location`, 'PUT', {
      latitude,
      longitude,
    }),
    200,
  );
});

/** A caregiver of the agency with a phone, and a visit of theirs from `startsAt` to `endsAt`. */
async function phoneVisit(startsAt: Date, endsAt: Date) {
  const { caregiverId, phone: client } = await caregiverOnPhone(
    database.db,
    server,
    agency.agencyId,
  );
  const shiftId = await createShift(database.db, agency.assessmentId, {
    startsAt,
    endsAt,
    caregiverId,
    assignment: 'accepted',
  });
  return { client, shiftId };
}

const change = (shiftId: number, body: unknown) =>
  owner.json(`/api/shifts/${shiftId}/changes`, 'POST', body);
const history = async (shiftId: number) =>
  (await bodyOf(await owner.request(`/api/shifts/${shiftId}/changes`), changesResponse)).data;

async function exceptionsOf(shiftId: number) {
  const body = await bodyOf(
    await owner.request(`/api/agencies/${agency.agencyId}/visit-exceptions?perPage=100&state=all`),
    exceptionList,
  );
  return body.data.filter((item) => item.shiftId === shiftId);
}

const stateOf = async (shiftId: number) =>
  Object.fromEntries(
    (await exceptionsOf(shiftId)).map((item) => [
      `${item.phase}:${item.kind}`,
      item.resolvedAt === null ? 'open' : 'resolved',
    ]),
  );

describe('a corrected position', () => {
  it('re-runs the fence, keeps the first verdict and settles the check-in exceptions only', async () => {
    const { client, shiftId } = await phoneVisit(minutesFromNow(-5), minutesFromNow(60));
    await expectBody(
      await client.json(`/api/shifts/${shiftId}/check-in`, 'POST', {
        ...AWAY,
        reasonCode: 'gps_poor',
      }),
      200,
    );
    await expectBody(
      await client.json(`/api/shifts/${shiftId}/check-out`, 'POST', {
        ...atHome,
        reasonCode: 'client_request',
        signatureMissingReason: 'client_asleep',
      }),
      200,
    );
    expect(await stateOf(shiftId)).toStrictEqual({
      'check_in:out_of_fence': 'open',
      'check_out:early': 'open',
      'visit:no_signature': 'open',
    });
    const [checkIn] = await database.db
      .select({ at: visitCaptures.at })
      .from(visitCaptures)
      .where(and(eq(visitCaptures.shiftId, shiftId), eq(visitCaptures.phase, 'check_in')));

    const answer = visitResponse.parse(
      await expectBody(
        await change(shiftId, {
          reason: 'wrongLocation',
          resolution: 'confirmedWithCaregiver',
          note: 'Phone placed her at the depot',
          checkIn: { at: checkIn?.at.toISOString(), position: atHome },
        }),
        201,
      ),
    );
    expect(answer.data.checkIn).toMatchObject(atHome);
    expect(answer.data.originalCheckIn).toMatchObject(AWAY);

    const [corrected] = await history(shiftId);
    expect(corrected?.beforeVerdict).toMatchObject({
      fence: 'outside',
      timing: 'on_time',
      fenceRadiusMetres: 150,
    });
    expect(corrected?.beforeVerdict?.distanceMetres).toBeCloseTo(haversineMetres(AWAY, atHome), 0);
    expect(corrected?.afterVerdict).toStrictEqual({
      fence: 'inside',
      distanceMetres: 0,
      fenceRadiusMetres: 150,
      timing: 'on_time',
    });

    expect(await stateOf(shiftId)).toStrictEqual({
      'check_in:out_of_fence': 'resolved',
      'check_out:early': 'open',
      'visit:no_signature': 'open',
    });
    const settled = (await exceptionsOf(shiftId)).find((item) => item.kind === 'out_of_fence');
    expect(settled?.resolutionNote).toBe(
      `Visit change #${corrected?.id} (wrongLocation, confirmedWithCaregiver): Phone placed her at the depot`,
    );
    expect(settled?.resolvedBy?.id).toBe(agency.owner.id);
    const resolvedOnly = await bodyOf(
      await owner.request(
        `/api/agencies/${agency.agencyId}/visit-exceptions?perPage=100&state=resolved`,
      ),
      exceptionList,
    );
    expect(resolvedOnly.data.every((item) => item.resolvedAt !== null)).toBe(true);
    expect(resolvedOnly.data.map((item) => item.id)).toContain(settled?.id);

    // The caregiver's capture is the record of what the phone said: never rewritten.
    const [capture] = await database.db
      .select({ fence: visitCaptures.fence, latitude: visitCaptures.latitude })
      .from(visitCaptures)
      .where(and(eq(visitCaptures.shiftId, shiftId), eq(visitCaptures.phase, 'check_in')));
    expect(capture).toStrictEqual({ fence: 'outside', latitude: AWAY.latitude });

    const [audit] = await database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'visit.changed'), eq(auditLog.subjectId, String(shiftId))));
    expect(audit?.details).toMatchObject({
      settledExceptionIds: [settled?.id],
      verdicts: [{ field: 'checkIn', before: { fence: 'outside' }, after: { fence: 'inside' } }],
    });
  });
});

describe('a corrected time', () => {
  it('re-runs the window, and a second correction keeps the first correction’s verdict', async () => {
    const caregiverId = await createQualifiedCaregiver(database.db, agency.agencyId);
    const startsAt = hoursAgo(30);
    const endsAt = new Date(startsAt.getTime() + 120 * MINUTE);
    const shiftId = await createVisit(database.db, agency.assessmentId, caregiverId, {
      startsAt,
      endsAt,
      checkInAt: startsAt,
      checkOutAt: endsAt,
    });
    const codes = { reason: 'caregiverMissedCheckOut', resolution: 'timesheetReceived' };
    const late = new Date(endsAt.getTime() + 60 * MINUTE).toISOString();
    await expectBody(await change(shiftId, { ...codes, checkOut: { at: late } }), 201);
    await expectBody(
      await change(shiftId, { ...codes, checkOut: { at: endsAt.toISOString() } }),
      201,
    );
    const [first, second] = await history(shiftId);
    // Marks written before verification have no verdict of their own to keep.
    expect(first?.beforeVerdict).toBeNull();
    expect(first?.afterVerdict).toMatchObject({ fence: 'inside', timing: 'late' });
    expect(second?.beforeVerdict).toStrictEqual(first?.afterVerdict);
    expect(second?.afterVerdict).toMatchObject({ fence: 'inside', timing: 'on_time' });
  });
});

describe('a missed visit recorded by the agency', () => {
  it('settles its missed exception with the change; a refused change settles nothing', async () => {
    const { shiftId } = await phoneVisit(minutesFromNow(-40), minutesFromNow(-20));
    const day = (offset: number) => new Date(Date.now() + offset).toISOString().slice(0, 10);
    // Reading the calendar marks missed visits, as the five-minute job does.
    await bodyOf(
      await owner.request(`/api/shifts?from=${day(-86_400_000)}&to=${day(86_400_000)}`),
      z.object({ data: z.array(shiftSchema) }),
    );
    expect(await stateOf(shiftId)).toStrictEqual({ 'visit:missed': 'open' });

    const codes = { reason: 'caregiverMissedCheckIn', resolution: 'confirmedWithClient' };
    const checkIn = { at: minutesFromNow(-40).toISOString(), position: atHome };
    const tooLong = await expectFieldErrors(
      await change(shiftId, {
        ...codes,
        checkIn,
        checkOut: { at: minutesFromNow(-41).toISOString(), position: atHome },
      }),
    );
    expect(tooLong['checkOut.at']).toStrictEqual([VisitChangeValidation.checkOutBeforeCheckIn]);
    expect(await stateOf(shiftId)).toStrictEqual({ 'visit:missed': 'open' });

    await expectBody(
      await change(shiftId, {
        ...codes,
        checkIn,
        checkOut: { at: minutesFromNow(-20).toISOString(), position: atHome },
      }),
      201,
    );
    const changes = await history(shiftId);
    expect(changes.map((item) => [item.field, item.beforeVerdict])).toStrictEqual([
      ['checkIn', null],
      ['checkOut', null],
    ]);
    const [missed] = await exceptionsOf(shiftId);
    expect(missed?.resolvedAt).not.toBeNull();
    expect(missed?.resolutionNote).toBe(
      `Visit change #${changes[0]?.id}, #${changes[1]?.id} (caregiverMissedCheckIn, confirmedWithClient)`,
    );
  });
});
