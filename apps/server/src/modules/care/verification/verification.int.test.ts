import { createHash, randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import {
  CARE_SERVICES,
  type CheckInInput,
  type CheckOutInput,
  itemResponse,
  listResponse,
  Role,
  shiftSchema,
  type VisitExceptionCreated,
  visitExceptionSchema,
  visitVerificationSettingsSchema,
} from '@hearth/domain';
import { and, count, eq } from 'drizzle-orm';
import type Echo from 'laravel-echo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { connectEcho, subscription } from '../../../../test/echoClient.ts';
import { eventually } from '../../../../test/eventually.ts';
import { createUser } from '../../../../test/factories/identity.ts';
import {
  caregiverOnPhone,
  createShift,
  createShiftAgency,
  minutesFromNow,
} from '../../../../test/factories/shifts.ts';
import { haversineMetres } from '../../../../test/greatCircle.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf, fieldErrorsOf } from '../../../../test/json.ts';
import { expectBody } from '../../../../test/responses.ts';
import { auditLog, patientTasks, visitCaptures } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
const shiftResponse = itemResponse(shiftSchema);
const exceptionList = listResponse(visitExceptionSchema);
const settingsResponse = itemResponse(visitVerificationSettingsSchema);

/** The client's home, pinned by the agency. */
const HOME = { latitude: 43.6532, longitude: -79.3832 };
const MINUTE = 60_000;

/** A point `metres` due north of home, and its distance as the test computes it. */
function northOfHome(metres: number) {
  const point = { latitude: HOME.latitude + metres / 111_195, longitude: HOME.longitude };
  return { point, distance: haversineMetres(point, HOME) };
}

let agency: Awaited<ReturnType<typeof createShiftAgency>>;
let owner: BrowserClient;

beforeAll(async () => {
  agency = await createShiftAgency(database.db);
  owner = await signedInClient(server, agency.owner.email, agency.owner.password);
  await expectBody(
    await owner.json(`/api/patients/${agency.patientId}/service-location`, 'PUT', HOME),
    200,
  );
});

/** A caregiver of the agency on their phone; one person's shifts may not overlap. */
async function phone() {
  const { caregiverId: id, phone: client } = await caregiverOnPhone(
    database.db,
    server,
    agency.agencyId,
  );
  const shiftAt = (startsAt: Date, endsAt: Date) =>
    createShift(database.db, agency.assessmentId, {
      startsAt,
      endsAt,
      caregiverId: id,
      assignment: 'accepted',
    });
  return {
    shiftAt,
    checkIn: (shiftId: number, body: CheckInInput) =>
      client.json(`/api/shifts/${shiftId}/check-in`, 'POST', body),
    checkOut: (shiftId: number, body: CheckOutInput) =>
      client.json(`/api/shifts/${shiftId}/check-out`, 'POST', body),
  };
}

async function exceptionsOf(shiftId: number, state: 'open' | 'all' = 'all') {
  const body = await bodyOf(
    await owner.request(
      `/api/agencies/${agency.agencyId}/visit-exceptions?perPage=100&state=${state}`,
    ),
    exceptionList,
  );
  return body.data.filter((item) => item.shiftId === shiftId);
}

const kindsOf = async (shiftId: number) =>
  (await exceptionsOf(shiftId)).map((item) => `${item.phase}:${item.kind}`).sort();

const at = (base: Date, minutes: number, seconds = 0) =>
  new Date(base.getTime() + minutes * MINUTE + seconds * 1000);
/** An offline capture at home, taken at `capturedAt`, under a fresh idempotency key. */
const offline = (capturedAt: Date) => ({
  ...HOME,
  accuracy: 10,
  capturedOffline: true,
  capturedAt: capturedAt.toISOString(),
  idempotencyKey: randomUUID(),
});
/** 14:00 UTC `days` ago: a past shift's start, a day of its own for each test. */
const daysAgo = (days: number) => {
  const day = new Date(Date.now() - days * 24 * 60 * MINUTE);
  day.setUTCHours(14, 0, 0, 0);
  return day;
};

describe('the fence', () => {
  it('is passed at its edge: distance minus accuracy up to the radius (150 m)', async () => {
    const caregiver = await phone();
    const { point, distance } = northOfHome(200);
    const shiftId = await caregiver.shiftAt(minutesFromNow(5), minutesFromNow(65));
    // The accuracy circle reaches half a metre into the fence.
    const done = await bodyOf(
      await caregiver.checkIn(shiftId, { ...point, accuracy: distance - 150 + 0.5 }),
      shiftResponse,
    );
    expect(done.data.verification.checkIn).toMatchObject({
      fence: 'inside',
      timing: 'on_time',
      fenceRadiusMetres: 150,
      reasonCode: null,
      capturedOffline: false,
    });
    expect(done.data.verification.checkIn?.distanceMetres).toBeCloseTo(distance, 1);
    expect(await kindsOf(shiftId)).toStrictEqual([]);
  });

  it('is missed half a metre further: 422 without a reason, an exception with one', async () => {
    const caregiver = await phone();
    const { point, distance } = northOfHome(200);
    const shiftId = await caregiver.shiftAt(minutesFromNow(5), minutesFromNow(65));
    const outside = { ...point, accuracy: distance - 150 - 0.5 };
    expect(await fieldErrorsOf(await caregiver.checkIn(shiftId, outside))).toStrictEqual({
      reasonCode: ['shifts:validation.reasonRequired'],
    });
    const done = await bodyOf(
      await caregiver.checkIn(shiftId, { ...outside, reasonCode: 'community_visit' }),
      shiftResponse,
    );
    expect(done.data.verification.checkIn).toMatchObject({
      fence: 'outside',
      reasonCode: 'community_visit',
    });
    const [exception] = await exceptionsOf(shiftId);
    expect(exception).toMatchObject({
      kind: 'out_of_fence',
      phase: 'check_in',
      reasonCode: 'community_visit',
      resolvedAt: null,
    });
  });

  it('cannot be proven by an accuracy wider than the radius, even at the door', async () => {
    const caregiver = await phone();
    const shiftId = await caregiver.shiftAt(minutesFromNow(5), minutesFromNow(65));
    const blurred = { ...HOME, accuracy: 151 };
    expect(await fieldErrorsOf(await caregiver.checkIn(shiftId, blurred))).toHaveProperty(
      'reasonCode',
    );
    const done = await bodyOf(
      await caregiver.checkIn(shiftId, { ...blurred, reasonCode: 'gps_poor' }),
      shiftResponse,
    );
    expect(done.data.verification.checkIn).toMatchObject({ fence: 'imprecise', distanceMetres: 0 });
    expect(await kindsOf(shiftId)).toStrictEqual(['check_in:out_of_fence']);
  });
});

describe('the time window', () => {
  it('takes a check-in from 15 minutes before the start to 15 after, to the second', async () => {
    const caregiver = await phone();
    const edges = [
      { days: 2, minutes: -15, seconds: 0, timing: 'on_time' },
      { days: 3, minutes: -15, seconds: -1, timing: 'early' },
      { days: 4, minutes: 15, seconds: 0, timing: 'on_time' },
      { days: 5, minutes: 15, seconds: 1, timing: 'late' },
    ] as const;
    for (const edge of edges) {
      const start = daysAgo(edge.days);
      const shiftId = await caregiver.shiftAt(start, at(start, 120));
      const capture = offline(at(start, edge.minutes, edge.seconds));
      const reason = edge.timing === 'on_time' ? {} : { reasonCode: 'travel_delay' as const };
      const done = await bodyOf(
        await caregiver.checkIn(shiftId, { ...capture, ...reason }),
        shiftResponse,
      );
      expect(done.data.verification.checkIn?.timing, JSON.stringify(edge)).toBe(edge.timing);
      expect(done.data.checkIn?.at).toBe(capture.capturedAt);
    }
  });

  it('holds a shift across the autumn clock change to its real length', async () => {
    const caregiver = await phone();
    // 2025-11-02 in Toronto: 01:30 EDT to 01:30 EST is one real hour, and zero on the clock.
    const start = new Date('2025-11-02T05:30:00Z');
    const end = new Date('2025-11-02T06:30:00Z');
    expect(start.toLocaleTimeString('en-CA', { timeZone: 'America/Toronto' })).toBe(
      end.toLocaleTimeString('en-CA', { timeZone: 'America/Toronto' }),
    );
    const shiftId = await caregiver.shiftAt(start, end);
    await expectBody(await caregiver.checkIn(shiftId, offline(start)), 200);
    const lastOnTime = offline(at(end, 15));
    const done = await bodyOf(
      await caregiver.checkOut(shiftId, { ...lastOnTime, signatureMissingReason: 'client_asleep' }),
      shiftResponse,
    );
    expect(done.data.verification.checkOut?.timing).toBe('on_time');

    // Spring forward, 2026-03-08: 01:30 EST to 03:30 EDT is one real hour, two on the clock.
    const springStart = new Date('2026-03-08T06:30:00Z');
    const springEnd = new Date('2026-03-08T07:30:00Z');
    const spring = await caregiver.shiftAt(springStart, springEnd);
    await expectBody(await caregiver.checkIn(spring, offline(springStart)), 200);
    const late = offline(at(springEnd, 15, 1));
    expect(
      await fieldErrorsOf(
        await caregiver.checkOut(spring, { ...late, signatureMissingReason: 'client_asleep' }),
      ),
    ).toHaveProperty('reasonCode');
    const left = await bodyOf(
      await caregiver.checkOut(spring, {
        ...late,
        reasonCode: 'client_emergency',
        signatureMissingReason: 'client_asleep',
      }),
      shiftResponse,
    );
    expect(left.data.verification.checkOut?.timing).toBe('late');
  });

  it('refuses a visit over 25 hours and a capture from the future', async () => {
    const caregiver = await phone();
    const start = daysAgo(8);
    const shiftId = await caregiver.shiftAt(start, at(start, 24 * 60));
    expect(
      await fieldErrorsOf(await caregiver.checkIn(shiftId, offline(minutesFromNow(3)))),
    ).toStrictEqual({ capturedAt: ['shifts:validation.capturedInFuture'] });
    await expectBody(await caregiver.checkIn(shiftId, offline(start)), 200);
    const tooLong = {
      ...offline(at(start, 25 * 60, 1)),
      reasonCode: 'client_emergency' as const,
      signatureMissingReason: 'client_unable' as const,
    };
    expect((await caregiver.checkOut(shiftId, tooLong)).status).toBe(409);
    const bounded = { ...tooLong, ...offline(at(start, 25 * 60)) };
    await expectBody(await caregiver.checkOut(shiftId, bounded), 200);
  });
});

describe('offline replays', () => {
  it('are taken in order with their own times, flagged, and a second replay writes nothing', async () => {
    const caregiver = await phone();
    const start = daysAgo(10);
    const shiftId = await caregiver.shiftAt(start, at(start, 60));
    const arrival = offline(at(start, 2));
    const departure = {
      ...offline(at(start, 58)),
      signatureMissingReason: 'client_refused' as const,
    };
    const first = [
      await bodyOf(await caregiver.checkIn(shiftId, arrival), shiftResponse),
      await bodyOf(await caregiver.checkOut(shiftId, departure), shiftResponse),
    ];
    const audits = async () =>
      (
        await database.db
          .select({ n: count() })
          .from(auditLog)
          .where(and(eq(auditLog.subjectType, 'shift'), eq(auditLog.subjectId, String(shiftId))))
      )[0]?.n;
    const auditsBefore = await audits();
    const again = [
      await bodyOf(await caregiver.checkIn(shiftId, arrival), shiftResponse),
      await bodyOf(await caregiver.checkOut(shiftId, departure), shiftResponse),
    ];
    expect(again[1]).toStrictEqual(first[1]);
    expect(await audits()).toBe(auditsBefore);
    const [captures] = await database.db
      .select({ n: count() })
      .from(visitCaptures)
      .where(eq(visitCaptures.shiftId, shiftId));
    expect(captures?.n).toBe(2);

    const record = first[1]?.data;
    expect(record?.checkIn?.at).toBe(arrival.capturedAt);
    expect(record?.checkOut?.at).toBe(departure.capturedAt);
    expect(record?.verification.checkIn).toMatchObject({
      capturedOffline: true,
      timing: 'on_time',
    });
    expect(record?.verification.confirmation).toMatchObject({
      signature: null,
      signatureMissingReason: 'client_refused',
    });
    expect(await kindsOf(shiftId)).toStrictEqual([
      'check_in:offline',
      'check_out:offline',
      'visit:no_signature',
    ]);
    // The key names one capture: sent for another shift, it is a conflict.
    const other = await caregiver.shiftAt(daysAgo(11), at(daysAgo(11), 60));
    expect(
      (await caregiver.checkIn(other, { ...arrival, capturedAt: daysAgo(11).toISOString() }))
        .status,
    ).toBe(409);
  });
});

/** A 2×1 PNG, as a canvas would give it. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(1, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(0, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe("the client's confirmation", () => {
  it('keeps a drawn signature with its SHA-256 and the tasks done', async () => {
    const caregiver = await phone();
    const [task] = await database.db
      .insert(patientTasks)
      .values({
        patientId: agency.patientId,
        careService: CARE_SERVICES[0] ?? 'companionship',
        title: 'Help with a bath',
        dueDate: '2027-01-04',
      })
      .returning({ id: patientTasks.id });
    const start = daysAgo(12);
    const shiftId = await caregiver.shiftAt(start, at(start, 60));
    await expectBody(await caregiver.checkIn(shiftId, offline(start)), 200);
    const png = tinyPng();
    const departure = offline(at(start, 60));
    expect(
      await fieldErrorsOf(
        await caregiver.checkOut(shiftId, {
          ...departure,
          signaturePng: Buffer.from('not an image').toString('base64'),
        }),
      ),
    ).toStrictEqual({ signaturePng: ['shifts:validation.signatureNotPng'] });
    expect(
      await fieldErrorsOf(
        await caregiver.checkOut(shiftId, {
          ...departure,
          signaturePng: png.toString('base64'),
          taskIds: [2_000_000_000],
        }),
      ),
    ).toStrictEqual({ taskIds: ['shifts:validation.unknownTasks'] });
    const done = await bodyOf(
      await caregiver.checkOut(shiftId, {
        ...departure,
        signaturePng: png.toString('base64'),
        taskIds: task === undefined ? [] : [task.id],
      }),
      shiftResponse,
    );
    expect(done.data.verification.confirmation).toStrictEqual({
      signature: {
        sha256: createHash('sha256').update(png).digest('hex'),
        at: departure.capturedAt,
      },
      signatureMissingReason: null,
      taskIds: task === undefined ? [] : [task.id],
    });
    expect(await kindsOf(shiftId)).toStrictEqual(['check_in:offline', 'check_out:offline']);

    // The agency sees the very image; a visit without one, or another agency, finds none.
    const image = await owner.request(`/api/shifts/${shiftId}/signature`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
    const unsigned = await caregiver.shiftAt(daysAgo(13), at(daysAgo(13), 60));
    expect((await owner.request(`/api/shifts/${unsigned}/signature`)).status).toBe(404);
    const other = await createShiftAgency(database.db);
    const otherOwner = await signedInClient(server, other.owner.email, other.owner.password);
    expect((await otherOwner.request(`/api/shifts/${shiftId}/signature`)).status).toBe(404);
  });
});

describe("the agency's settings", () => {
  it('are the defaults until the owner sets them, and then hold for the next check-in', async () => {
    const path = `/api/agencies/${agency.agencyId}/visit-verification`;
    const other = await createShiftAgency(database.db);
    const agent = await createUser(database.db, {
      role: Role.agencyAgent,
      agencyIds: [agency.agencyId],
    });
    const agentClient = await signedInClient(server, agent.email, agent.password);
    const otherOwner = await signedInClient(server, other.owner.email, other.owner.password);
    expect((await bodyOf(await owner.request(path), settingsResponse)).data).toStrictEqual({
      fenceRadiusMetres: 150,
      earlyWindowMinutes: 15,
      lateWindowMinutes: 15,
    });
    const wider = { fenceRadiusMetres: 300, earlyWindowMinutes: 30, lateWindowMinutes: 20 };
    expect((await new BrowserClient(server).json(path, 'PUT', wider)).status).toBe(401);
    expect((await agentClient.json(path, 'PUT', wider)).status).toBe(403);
    expect((await otherOwner.json(path, 'PUT', wider)).status).toBe(404);
    expect((await otherOwner.request(path)).status).toBe(404);
    expect((await owner.request('/api/agencies/2000000000/visit-verification')).status).toBe(404);
    expect(
      Object.keys(
        await fieldErrorsOf(await owner.json(path, 'PUT', { ...wider, fenceRadiusMetres: 5 })),
      ),
    ).toStrictEqual(['fenceRadiusMetres']);
    await expectBody(await owner.json(path, 'PUT', wider), 200);
    const [audit] = await database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'visit_verification.settings_changed'),
          eq(auditLog.subjectId, String(agency.agencyId)),
        ),
      );
    expect(audit?.details).toMatchObject({ after: wider });

    // 250 m away with a 10 m fix: outside 150 m, inside 300 m.
    const caregiver = await phone();
    const shiftId = await caregiver.shiftAt(minutesFromNow(25), minutesFromNow(85));
    const { point } = northOfHome(250);
    const done = await bodyOf(
      await caregiver.checkIn(shiftId, { ...point, accuracy: 10 }),
      shiftResponse,
    );
    expect(done.data.verification.checkIn).toMatchObject({
      fence: 'inside',
      fenceRadiusMetres: 300,
      timing: 'on_time',
    });
    await expectBody(
      await owner.json(path, 'PUT', {
        fenceRadiusMetres: 150,
        earlyWindowMinutes: 15,
        lateWindowMinutes: 15,
      }),
      200,
    );
  });

  it("pins a client's home for their agency's office only", async () => {
    const path = `/api/patients/${agency.patientId}/service-location`;
    const other = await createShiftAgency(database.db);
    const otherOwner = await signedInClient(server, other.owner.email, other.owner.password);
    expect((await otherOwner.json(path, 'PUT', HOME)).status).toBe(404);
    const caregiverUser = await createUser(database.db, {
      role: Role.caregiver,
      agencyIds: [agency.agencyId],
    });
    const caregiverClient = await signedInClient(
      server,
      caregiverUser.email,
      caregiverUser.password,
    );
    expect((await caregiverClient.json(path, 'PUT', HOME)).status).toBe(403);
    expect(
      Object.keys(await fieldErrorsOf(await owner.json(path, 'PUT', { ...HOME, latitude: 91 }))),
    ).toStrictEqual(['latitude']);
  });
});

describe('the exceptions queue', () => {
  it('lists open exceptions first, filters by kind, and resolves each once', async () => {
    const caregiver = await phone();
    const start = daysAgo(14);
    const shiftId = await caregiver.shiftAt(start, at(start, 60));
    await expectBody(await caregiver.checkIn(shiftId, offline(start)), 200);
    const [exception] = await exceptionsOf(shiftId, 'open');
    if (exception === undefined) {
      throw new Error('no offline exception');
    }
    const byKind = await bodyOf(
      await owner.request(
        `/api/agencies/${agency.agencyId}/visit-exceptions?kind=missed&perPage=100`,
      ),
      exceptionList,
    );
    expect(byKind.data.every((item) => item.kind === 'missed')).toBe(true);

    const resolvePath = `/api/visit-exceptions/${exception.id}/resolve`;
    const other = await createShiftAgency(database.db);
    const otherOwner = await signedInClient(server, other.owner.email, other.owner.password);
    expect((await otherOwner.json(resolvePath, 'POST', { note: 'Seen' })).status).toBe(404);
    expect(
      (await otherOwner.request(`/api/agencies/${agency.agencyId}/visit-exceptions`)).status,
    ).toBe(404);
    expect(
      Object.keys(await fieldErrorsOf(await owner.json(resolvePath, 'POST', { note: ' ' }))),
    ).toStrictEqual(['note']);
    const resolved = await bodyOf(
      await owner.json(resolvePath, 'POST', {
        note: 'No signal in the building; confirmed by phone.',
      }),
      itemResponse(visitExceptionSchema),
    );
    expect(resolved.data).toMatchObject({
      resolvedBy: { id: agency.owner.id },
      resolutionNote: 'No signal in the building; confirmed by phone.',
    });
    expect((await owner.json(resolvePath, 'POST', { note: 'Again' })).status).toBe(409);
    expect(await exceptionsOf(shiftId, 'open')).toStrictEqual([]);
    const all = await bodyOf(
      await owner.request(
        `/api/agencies/${agency.agencyId}/visit-exceptions?state=all&perPage=100`,
      ),
      exceptionList,
    );
    const firstResolved = all.data.findIndex((item) => item.resolvedAt !== null);
    expect(all.data.slice(firstResolved).every((item) => item.resolvedAt !== null)).toBe(true);
  });

  it('gets a missed exception for a shift nobody checked in to', async () => {
    const caregiver = await phone();
    const shiftId = await caregiver.shiftAt(minutesFromNow(-30), minutesFromNow(30));
    const day = (offset: number) => new Date(Date.now() + offset).toISOString().slice(0, 10);
    // Reading the calendar marks missed visits, as the five-minute job does.
    const calendar = await bodyOf(
      await owner.request(`/api/shifts?from=${day(-86_400_000)}&to=${day(86_400_000)}`),
      z.object({ data: z.array(shiftSchema) }),
    );
    expect(calendar.data.find((shift) => shift.id === shiftId)?.missedAt).not.toBeNull();
    expect(await kindsOf(shiftId)).toStrictEqual(['visit:missed']);
  });
});

describe('live updates', () => {
  const echoes: Echo<'reverb'>[] = [];
  afterAll(() => {
    for (const echo of echoes) {
      echo.disconnect();
    }
  });

  it("tell the agency's office of a new exception on its channel, and no one else", async () => {
    const echo = await connectEcho(server, { browser: owner });
    echoes.push(echo);
    const heard: VisitExceptionCreated[] = [];
    const channel = echo.private(`agencies.${agency.agencyId}`);
    channel.listen('VisitExceptionCreated', (event: VisitExceptionCreated) => heard.push(event));
    await subscription(channel);
    const other = await createShiftAgency(database.db);
    const outsider = await connectEcho(server, {
      browser: await signedInClient(server, other.owner.email, other.owner.password),
    });
    echoes.push(outsider);
    await expect(subscription(outsider.private(`agencies.${agency.agencyId}`))).rejects.toBe(403);

    const caregiver = await phone();
    const start = daysAgo(16);
    const shiftId = await caregiver.shiftAt(start, at(start, 60));
    await expectBody(await caregiver.checkIn(shiftId, offline(start)), 200);
    await eventually(() => expect(heard.map((event) => event.shiftId)).toContain(shiftId));
    expect(heard.find((event) => event.shiftId === shiftId)).toMatchObject({
      agencyId: agency.agencyId,
      kinds: ['offline'],
    });
  });
});
