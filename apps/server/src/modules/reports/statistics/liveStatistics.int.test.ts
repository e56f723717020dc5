import { Role, realtimeChannel, type StatisticsTile } from '@hearth/domain';
import type Echo from 'laravel-echo';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { connectEcho, subscription } from '../../../../test/echoClient.ts';
import { eventually } from '../../../../test/eventually.ts';
import { createUser } from '../../../../test/factories/identity.ts';
import {
  caregiverOnPhone,
  createShift,
  createShiftAgency,
  minutesFromNow,
} from '../../../../test/factories/shifts.ts';
import { useTestServer } from '../../../../test/harness.ts';

// An agency's dashboard tiles through its cache channel, with real laravel-echo clients signed in
// as the web signs them: kept for the next dashboard that opens, told live to the open ones, and
// only to those who may read the agency's statistics. No test here asks for the figures over HTTP.

const { database, server } = useTestServer();
const place = { latitude: 43.6532, longitude: -79.3832, accuracy: 12 };
let agency: Awaited<ReturnType<typeof createShiftAgency>>;
let owner: BrowserClient;
let phone: BrowserClient;
let caregiverId: number;
const echoes: Echo<'reverb'>[] = [];

beforeAll(async () => {
  agency = await createShiftAgency(database.db);
  owner = await signedInClient(server, agency.owner.email, agency.owner.password);
  ({ caregiverId, phone } = await caregiverOnPhone(database.db, server, agency.agencyId));
});

afterEach(() => {
  for (const echo of echoes.splice(0)) {
    echo.disconnect();
  }
});

/** What a dashboard heard on the channel, in order: a miss, or the figures by tile. */
type Heard = 'miss' | Record<string, number>;

async function dashboardOf(browser: BrowserClient) {
  const echo = await connectEcho(server, { browser });
  echoes.push(echo);
  const heard: Heard[] = [];
  const channel = echo.private(
    realtimeChannel.agencyStatistics(agency.agencyId).replace(/^private-/, ''),
  );
  channel.listen('.pusher:cache_miss', () => heard.push('miss'));
  channel.listen('StatisticsPublished', ({ tiles }: { tiles: StatisticsTile[] }) =>
    heard.push(Object.fromEntries(tiles.map((tile) => [tile.key, tile.value]))),
  );
  return { channel, heard };
}

const figuresIn = (heard: Heard[]) =>
  heard.filter((entry): entry is Record<string, number> => entry !== 'miss');

async function visitStartingSoon(): Promise<number> {
  return createShift(database.db, agency.assessmentId, {
    startsAt: minutesFromNow(5),
    endsAt: minutesFromNow(65),
    caregiverId,
    assignment: 'accepted',
  });
}

describe("an agency's statistics channel", () => {
  it('misses before anything was published, then hears the figures the miss made the server count', async () => {
    const first = await dashboardOf(owner);
    await subscription(first.channel);
    await eventually(() => expect(figuresIn(first.heard)).toHaveLength(1));
    expect(first.heard[0]).toBe('miss');
    expect(figuresIn(first.heard)[0]).toMatchObject({ visitsToday: 0, checkedInNow: 0 });
  });

  it('tells an open dashboard of a check-in live, and keeps it for the next one that opens', async () => {
    const open = await dashboardOf(owner);
    await subscription(open.channel);
    await eventually(() => expect(figuresIn(open.heard).length).toBeGreaterThan(0));
    const before = figuresIn(open.heard).at(-1)?.checkedInNow ?? -1;

    const shiftId = await visitStartingSoon();
    const checkedIn = await phone.json(`/api/shifts/${shiftId}/check-in`, 'POST', place);
    expect(checkedIn.status, await checkedIn.text()).toBe(200);
    await eventually(() =>
      expect(figuresIn(open.heard).at(-1)).toMatchObject({ checkedInNow: before + 1 }),
    );

    // A dashboard opening now gets the figures at once, the check-in counted, as the cache's replay.
    const agent = await createUser(database.db, {
      role: Role.agencyAgent,
      agencyIds: [agency.agencyId],
    });
    const next = await dashboardOf(await signedInClient(server, agent.email, agent.password));
    await subscription(next.channel);
    await eventually(() => expect(next.heard.length).toBeGreaterThan(0));
    expect(next.heard[0]).toMatchObject({ checkedInNow: before + 1 });

    // Checked out while nobody listens: the next dashboard never hears the stale figures.
    for (const echo of echoes.splice(0)) {
      echo.disconnect();
    }
    const checkedOut = await phone.json(`/api/shifts/${shiftId}/check-out`, 'POST', {
      ...place,
      reasonCode: 'client_request',
      signatureMissingReason: 'client_unable',
    });
    expect(checkedOut.status, await checkedOut.text()).toBe(200);
    const later = await dashboardOf(owner);
    await subscription(later.channel);
    await eventually(() => expect(figuresIn(later.heard).length).toBeGreaterThan(0));
    expect(figuresIn(later.heard)[0]).toMatchObject({ checkedInNow: before });
  });

  it("refuses another agency's owner and the agency's own caregiver", async () => {
    const other = await createShiftAgency(database.db);
    for (const browser of [
      await signedInClient(server, other.owner.email, other.owner.password),
      phone,
    ]) {
      const { channel, heard } = await dashboardOf(browser);
      // pusher:subscription_error, with the status the app's authorization answered.
      await expect(subscription(channel)).rejects.toBe(403);
      expect(heard).toEqual([]);
    }
  });
});
