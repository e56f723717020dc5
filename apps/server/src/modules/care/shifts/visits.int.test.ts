import { itemResponse, shiftSchema } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import {
  caregiverOnPhone,
  createShift,
  createShiftAgency,
  minutesFromNow,
} from '../../../../test/factories/shifts.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf, fieldErrorsOf } from '../../../../test/json.ts';
import { expectBody } from '../../../../test/responses.ts';

const { database, server } = useTestServer();
let agency: Awaited<ReturnType<typeof createShiftAgency>>;
let owner: BrowserClient;

const shiftResponse = itemResponse(shiftSchema);
const shiftsResponse = z.object({ data: z.array(shiftSchema) });
const here = { latitude: 43.6532, longitude: -79.3832, accuracy: 12 };
// These visits end minutes after they start: leaving before the end needs a reason.
const leavingEarly = { reasonCode: 'client_request' } as const;

beforeAll(async () => {
  agency = await createShiftAgency(database.db);
  owner = await signedInClient(server, agency.owner.email, agency.owner.password);
});

/**
 * A caregiver of the agency signed in on their phone, with one shift starting `startIn` minutes
 * from now, an hour long; each test has its own, as one person cannot be booked twice at once.
 */
async function caregiverWithShift(
  startIn: number,
  assignment: 'offered' | 'accepted' = 'accepted',
) {
  const { caregiverId, phone: client } = await caregiverOnPhone(
    database.db,
    server,
    agency.agencyId,
  );
  const shiftId = await createShift(database.db, agency.assessmentId, {
    startsAt: minutesFromNow(startIn),
    endsAt: minutesFromNow(startIn + 60),
    caregiverId,
    assignment,
  });
  return { caregiver: client, caregiverId, shiftId };
}

const post = (client: BrowserClient, shiftId: number, action: string, body?: unknown) =>
  client.json(`/api/shifts/${shiftId}/${action}`, 'POST', body);

describe('answering an offer', () => {
  it('accepts once; a second answer is a 409', async () => {
    const { caregiver, shiftId } = await caregiverWithShift(24 * 60, 'offered');
    const accepted = shiftResponse.parse(
      await expectBody(await post(caregiver, shiftId, 'accept'), 200),
    );
    expect(accepted.data.assignment).toBe('accepted');
    expect((await post(caregiver, shiftId, 'decline')).status).toBe(409);
  });

  it('declining hands the shift back: the caregiver no longer sees it', async () => {
    const { caregiver, shiftId } = await caregiverWithShift(26 * 60, 'offered');
    await expectBody(await post(caregiver, shiftId, 'decline'), 200);
    expect((await caregiver.request(`/api/shifts/${shiftId}`)).status).toBe(404);
    const seen = shiftResponse.parse(
      await expectBody(await owner.request(`/api/shifts/${shiftId}`), 200),
    );
    expect(seen.data.assignment).toBe('declined');
  });

  it("a colleague's shift is not found for them", async () => {
    const { caregiver } = await caregiverWithShift(28 * 60, 'offered');
    const { shiftId } = await caregiverWithShift(28 * 60, 'offered');
    expect((await post(caregiver, shiftId, 'accept')).status).toBe(404);
    expect((await caregiver.request(`/api/shifts/${shiftId}`)).status).toBe(404);
  });
});

describe('my shifts today', () => {
  it('lists only my offered and accepted shifts of the day', async () => {
    const { caregiver, shiftId: mine } = await caregiverWithShift(10);
    const { shiftId: colleagues } = await caregiverWithShift(10);
    const today = new Date(Date.now() + 10 * 60_000).toLocaleDateString('en-CA', {
      timeZone: 'America/Toronto',
    });
    const body = await bodyOf(
      await caregiver.request(`/api/my/shifts?date=${today}`),
      shiftsResponse,
    );
    const ids = body.data.map((shift) => shift.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(colleagues);
    expect((await caregiver.request('/api/my/shifts?date=tomorrow')).status).toBe(422);
  });
});

describe('checking in and out', () => {
  it('records both with time and place: the visit verification record', async () => {
    const { caregiver, caregiverId, shiftId } = await caregiverWithShift(12);
    const before = Date.now();
    await expectBody(await post(caregiver, shiftId, 'check-in', here), 200);
    const out = { latitude: 43.6533, longitude: -79.3831, accuracy: 8 };
    const done = shiftResponse.parse(
      await expectBody(
        await post(caregiver, shiftId, 'check-out', { ...out, ...leavingEarly }),
        200,
      ),
    );
    expect(done.data.checkIn).toMatchObject(here);
    expect(done.data.checkOut).toMatchObject(out);
    expect(Date.parse(done.data.checkIn?.at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    // The agency reads the same record: who, for whom, what, when and where.
    const seen = shiftResponse.parse(
      await expectBody(await owner.request(`/api/shifts/${shiftId}`), 200),
    );
    expect(seen.data).toMatchObject({
      caregiver: { id: caregiverId },
      patient: { id: agency.patientId },
      services: ['personal-care', 'companionship'],
      checkIn: done.data.checkIn,
      checkOut: done.data.checkOut,
    });
  });

  it('refuses a second check-in, even two at once: one 200, one 409', async () => {
    const { caregiver, shiftId } = await caregiverWithShift(5);
    const responses = await Promise.all([
      post(caregiver, shiftId, 'check-in', here),
      post(caregiver, shiftId, 'check-in', here),
    ]);
    expect(responses.map((response) => response.status).sort()).toStrictEqual([200, 409]);
  });

  it('refuses a check-in more than an hour early, and one before accepting', async () => {
    const early = await caregiverWithShift(90);
    expect((await post(early.caregiver, early.shiftId, 'check-in', here)).status).toBe(409);
    const offered = await caregiverWithShift(20, 'offered');
    expect((await post(offered.caregiver, offered.shiftId, 'check-in', here)).status).toBe(409);
  });

  it('refuses a check-out before the check-in and a second one', async () => {
    const { caregiver, shiftId } = await caregiverWithShift(15);
    expect((await post(caregiver, shiftId, 'check-out', here)).status).toBe(409);
    await expectBody(await post(caregiver, shiftId, 'check-in', here), 200);
    await expectBody(
      await post(caregiver, shiftId, 'check-out', { ...here, ...leavingEarly }),
      200,
    );
    expect((await post(caregiver, shiftId, 'check-out', { ...here, ...leavingEarly })).status).toBe(
      409,
    );
  });

  it('answers an impossible position with 422 and field errors', async () => {
    const { caregiver, shiftId } = await caregiverWithShift(25);
    const errors = await fieldErrorsOf(
      await post(caregiver, shiftId, 'check-in', { ...here, latitude: 91 }),
    );
    expect(Object.keys(errors)).toStrictEqual(['latitude']);
    expect((await post(caregiver, shiftId, 'check-in', {})).status).toBe(422);
  });
});

describe('missed visits', () => {
  it('marks a shift nobody checked in to 15 minutes after its start, on the calendar', async () => {
    const { shiftId: late } = await caregiverWithShift(-20);
    const { shiftId: onTime } = await caregiverWithShift(-10);
    const day = (offset: number) => new Date(Date.now() + offset).toISOString().slice(0, 10);
    const body = await bodyOf(
      await owner.request(`/api/shifts?from=${day(-86_400_000)}&to=${day(86_400_000)}`),
      shiftsResponse,
    );
    const missed = new Map(body.data.map((shift) => [shift.id, shift.missedAt]));
    expect(missed.get(late)).not.toBeNull();
    expect(missed.get(onTime)).toBeNull();
  });
});
