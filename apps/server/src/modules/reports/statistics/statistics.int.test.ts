import {
  addDays,
  CARE_TIME_ZONE,
  careDay,
  ReferralStatus,
  Role,
  STATISTICS_TILES,
  type StatisticsTile,
  statisticsResponseSchema,
  type VisitAttendanceChanged,
} from '@hearth/domain';
import { eq, sql } from 'drizzle-orm';
import type Echo from 'laravel-echo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { connectEcho, subscription } from '../../../../test/echoClient.ts';
import { eventually } from '../../../../test/eventually.ts';
import { createDocument } from '../../../../test/factories/caregivers.ts';
import { careRequestBody } from '../../../../test/factories/careRequests.ts';
import { createAgency, createPartner, createUser } from '../../../../test/factories/identity.ts';
import { createListing } from '../../../../test/factories/listings.ts';
import { createNote } from '../../../../test/factories/notes.ts';
import { createReferral } from '../../../../test/factories/referrals.ts';
import { createHub } from '../../../../test/factories/sharedLiving.ts';
import {
  caregiverOnPhone,
  createQualifiedCaregiver,
  createShift,
  createShiftAgency,
  minutesFromNow,
} from '../../../../test/factories/shifts.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf } from '../../../../test/json.ts';
import { careRequests, postings, shifts } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
const today = careDay();

/** The instant of a wall-clock time on an agency day. */
async function agencyTime(day: string, time: string): Promise<Date> {
  const result = await database.db.execute<{ at: Date }>(
    sql`SELECT ((${day}::date + ${time}::time) AT TIME ZONE ${CARE_TIME_ZONE}) AS at`,
  );
  return new Date(result.rows[0]?.at ?? Number.NaN);
}

async function tilesOf(client: BrowserClient): Promise<Record<string, StatisticsTile>> {
  const { data } = await bodyOf(
    await client.json('/api/reports/all/statistics', 'POST', {}),
    statisticsResponseSchema,
  );
  return Object.fromEntries(data.map((tile) => [tile.key, tile]));
}

const valuesOf = async (client: BrowserClient) =>
  Object.fromEntries(Object.entries(await tilesOf(client)).map(([key, tile]) => [key, tile.value]));

/** A visit of the agency's assessment with the marks a test needs, written straight to the table. */
async function visit(
  { assessmentId, caregiverId }: { assessmentId: number; caregiverId: number },
  startsAt: Date,
  marks: Partial<typeof shifts.$inferInsert> = {},
): Promise<number> {
  const id = await createShift(database.db, assessmentId, {
    startsAt,
    endsAt: new Date(startsAt.getTime() + 60 * 60_000),
    caregiverId,
    assignment: 'accepted',
  });
  if (Object.keys(marks).length > 0) {
    await database.db.update(shifts).set(marks).where(eq(shifts.id, id));
  }
  return id;
}

const minutesAfter = (instant: Date, minutes: number) =>
  new Date(instant.getTime() + minutes * 60_000);

const place = { latitude: 43.6532, longitude: -79.3832, accuracy: 12 };
const checkIn = (at: Date) => ({
  checkedInAt: at,
  checkInLatitude: place.latitude,
  checkInLongitude: place.longitude,
  checkInAccuracy: place.accuracy,
});
const checkOut = (at: Date) => ({
  checkedOutAt: at,
  checkOutLatitude: place.latitude,
  checkOutLongitude: place.longitude,
  checkOutAccuracy: place.accuracy,
});

/** One agency's day: what each tile should count, and as much that it must not. */
async function agencyDay() {
  const world = await createShiftAgency(database.db);
  const { agencyId, patientId } = world;
  const schedule = {
    assessmentId: world.assessmentId,
    caregiverId: await createQualifiedCaregiver(database.db, agencyId),
  };
  const noon = await agencyTime(today, '12:00');
  const morning = await agencyTime(today, '07:00');
  // Late (20 minutes after the start) and still in the home.
  await visit(schedule, noon, checkIn(minutesAfter(noon, 20)));
  // Missed.
  await visit(schedule, minutesAfter(noon, 60), { missedAt: minutesAfter(noon, 100) });
  // On time, done, no note written.
  const start = minutesAfter(noon, 120);
  await visit(schedule, start, {
    ...checkIn(minutesAfter(start, 5)),
    ...checkOut(minutesAfter(start, 60)),
  });
  // Done early in the morning and documented by a signed note (before the visit above began).
  await visit(schedule, morning, {
    ...checkIn(morning),
    ...checkOut(minutesAfter(morning, 60)),
  });
  await createNote(database.db, { kind: 'patient', patientId }, world.owner.id, {
    createdAt: minutesAfter(morning, 60),
  });
  // Cancelled: counted nowhere.
  await visit(schedule, minutesAfter(noon, 180), {
    cancelledAt: new Date(),
    ...checkIn(minutesAfter(noon, 200)),
  });
  // Checked in 26 hours ago and never out: a forgotten check-out, nobody in the home now.
  await visit(schedule, minutesFromNow(-26 * 60 - 30), checkIn(minutesFromNow(-26 * 60)));

  await database.db.insert(postings).values([
    { assessmentId: world.assessmentId, postedByAgencyId: agencyId, status: 'open' },
    { assessmentId: world.assessmentId, postedByAgencyId: agencyId, status: 'withdrawn' },
  ]);

  const hired = await createQualifiedCaregiver(database.db, agencyId);
  await createDocument(database.db, hired, { expiresOn: addDays(today, 30) });
  await createDocument(database.db, hired, { expiresOn: addDays(today, 31) });
  await createDocument(database.db, hired, {
    kind: 'driversLicense',
    expiresOn: addDays(today, -1),
  });
  const pending = await createQualifiedCaregiver(database.db, agencyId, { status: 'pending' });
  await createDocument(database.db, pending, { expiresOn: addDays(today, 3) });

  const listingId = await createListing(database.db, {
    agencyId,
    name: 'Home care',
    latitude: 43.65,
    longitude: -79.38,
  });
  for (let sent = 0; sent < 2; sent += 1) {
    const response = await server.request(`/api/marketplace/listings/${listingId}/care-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(careRequestBody()),
    });
    expect(response.status, await response.text()).toBe(201);
  }
  // One of them came eight days ago: no longer new.
  const [oldest] = await database.db
    .select({ id: careRequests.id })
    .from(careRequests)
    .where(eq(careRequests.listingId, listingId))
    .limit(1);
  await database.db
    .update(careRequests)
    .set({ createdAt: minutesFromNow(-8 * 24 * 60) })
    .where(eq(careRequests.id, oldest?.id ?? 0));
  return world;
}

let agency: Awaited<ReturnType<typeof agencyDay>>;
let owner: BrowserClient;

beforeAll(async () => {
  agency = await agencyDay();
  // Another agency's equally busy day must never show on this one's tiles.
  await agencyDay();
  owner = await signedInClient(server, agency.owner.email, agency.owner.password);
});

describe("an agency's dashboard", () => {
  it("counts the agency's own day, tile by tile, with the report that lists each", async () => {
    const tiles = await tilesOf(owner);
    expect(Object.keys(tiles)).toEqual([...STATISTICS_TILES.agency]);
    expect(await valuesOf(owner)).toEqual({
      visitsToday: 4,
      checkedInNow: 1,
      missedToday: 1,
      lateToday: 1,
      openPostings: 1,
      visitsWithoutSignedNote: 1,
      expiringDocuments: 1,
      newCareRequests: 1,
    });
    expect(tiles.visitsToday?.report).toBe('visits');
    expect(tiles.openPostings?.report).toBeNull();
  });

  it("answers the agency's agents the same figures", async () => {
    const agent = await createUser(database.db, {
      role: Role.agencyAgent,
      agencyIds: [agency.agencyId],
    });
    const client = await signedInClient(server, agent.email, agent.password);
    expect(await valuesOf(client)).toEqual(await valuesOf(owner));
  });

  it('counts an empty agency as zeros, never another agency', async () => {
    const empty = await createShiftAgency(database.db);
    const client = await signedInClient(server, empty.owner.email, empty.owner.password);
    const values = await valuesOf(client);
    expect(Object.values(values)).toEqual(STATISTICS_TILES.agency.map(() => 0));
  });
});

describe('live check-ins', () => {
  const echoes: Echo<'reverb'>[] = [];
  afterAll(() => {
    for (const echo of echoes) {
      echo.disconnect();
    }
  });

  it("tell the agency's office that a caregiver checked in and out, by ids only", async () => {
    const echo = await connectEcho(server, { browser: owner });
    echoes.push(echo);
    const heard: VisitAttendanceChanged[] = [];
    const channel = echo.private(`agencies.${agency.agencyId}`);
    channel.listen('VisitAttendanceChanged', (event: VisitAttendanceChanged) => heard.push(event));
    await subscription(channel);

    const { caregiverId, phone } = await caregiverOnPhone(database.db, server, agency.agencyId);
    const shiftId = await createShift(database.db, agency.assessmentId, {
      startsAt: minutesFromNow(5),
      endsAt: minutesFromNow(65),
      caregiverId,
      assignment: 'accepted',
    });
    const before = (await valuesOf(owner)).checkedInNow ?? 0;
    const checkedIn = await phone.json(`/api/shifts/${shiftId}/check-in`, 'POST', place);
    expect(checkedIn.status, await checkedIn.text()).toBe(200);
    await eventually(() =>
      expect(heard).toContainEqual({ agencyId: agency.agencyId, shiftId, kind: 'checkedIn' }),
    );
    expect((await valuesOf(owner)).checkedInNow).toBe(before + 1);

    const checkedOut = await phone.json(`/api/shifts/${shiftId}/check-out`, 'POST', {
      ...place,
      reasonCode: 'client_request',
      signatureMissingReason: 'client_unable',
    });
    expect(checkedOut.status, await checkedOut.text()).toBe(200);
    await eventually(() =>
      expect(heard).toContainEqual({ agencyId: agency.agencyId, shiftId, kind: 'checkedOut' }),
    );
    expect((await valuesOf(owner)).checkedInNow).toBe(before);
  });
});

describe("a partner's dashboard", () => {
  it('shows its open referrals by the last milestone reached, and this month’s', async () => {
    const partnerId = await createPartner(database.db);
    const otherPartnerId = await createPartner(database.db);
    const hubId = await createHub(database.db, { agencyId: await createAgency(database.db) });
    const day = today;
    const referred = { partnerId };
    await createReferral(database.db, hubId, referred);
    await createReferral(database.db, hubId, referred);
    await createReferral(database.db, hubId, { partnerId, visitOn: day });
    await createReferral(database.db, hubId, { partnerId, visitOn: day, approvedOn: day });
    await createReferral(database.db, hubId, { partnerId, approvedOn: day, acceptedOn: day });
    await createReferral(database.db, hubId, { partnerId, acceptedOn: day, moveInOn: day });
    // Moved out again, closed, or of another partner: out of the pipeline.
    await createReferral(database.db, hubId, { partnerId, moveInOn: day, moveOutOn: day });
    await createReferral(database.db, hubId, { partnerId, status: ReferralStatus.values.closed });
    await createReferral(database.db, hubId, { partnerId: otherPartnerId, visitOn: day });
    // Made last month: in the pipeline, not this month's.
    await createReferral(database.db, hubId, {
      partnerId,
      createdAt: await agencyTime(`${today.slice(0, 7)}-01`, '00:00').then((start) =>
        minutesAfter(start, -1),
      ),
    });

    for (const role of [Role.partner, Role.partnerAgent]) {
      const user = await createUser(database.db, { role, partnerId });
      const client = await signedInClient(server, user.email, user.password);
      expect(await valuesOf(client)).toEqual({
        referralsReferred: 3,
        referralsVisited: 1,
        referralsApproved: 1,
        referralsAccepted: 1,
        referralsMovedIn: 1,
        referralsThisMonth: 8,
      });
    }
  });
});

describe("an administrator's dashboard", () => {
  it('counts the platform: organisations and sign-ins made since the last look', async () => {
    const admin = await createUser(database.db, { role: Role.admin });
    const client = await signedInClient(server, admin.email, admin.password);
    const before = await valuesOf(client);
    expect(Object.keys(before)).toEqual([...STATISTICS_TILES.all]);
    await createAgency(database.db);
    await createPartner(database.db);
    const someone = await createUser(database.db, { role: Role.user });
    await signedInClient(server, someone.email, someone.password);
    const after = await valuesOf(client);
    expect(after).toEqual({
      ...before,
      agencies: (before.agencies ?? 0) + 1,
      partners: (before.partners ?? 0) + 1,
      signInsToday: (before.signInsToday ?? 0) + 1,
    });
  });
});

describe('who may see statistics', () => {
  it.each([Role.caregiver, Role.user, Role.provider])('refuses role %s with 403', async (role) => {
    const user = await createUser(database.db, { role });
    const client = await signedInClient(server, user.email, user.password);
    const response = await client.json('/api/reports/all/statistics', 'POST', {});
    expect(response.status).toBe(403);
  });
});
