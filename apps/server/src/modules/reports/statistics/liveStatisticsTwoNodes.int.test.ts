import { realtimeChannel, type StatisticsTile } from '@hearth/domain';
import type Echo from 'laravel-echo';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { connectEcho, subscription } from '../../../../test/echoClient.ts';
import { eventually } from '../../../../test/eventually.ts';
import {
  caregiverOnPhone,
  createShift,
  createShiftAgency,
  minutesFromNow,
} from '../../../../test/factories/shifts.ts';
import { useTestDatabase } from '../../../../test/harness.ts';
import { type RedisServer, startRedisServer } from '../../../../test/redisServer.ts';
import { startTestServer, TEST_REALTIME, type TestServer } from '../../../../test/server.ts';

// Two app nodes on one database and one Redis: check-ins on both at once are counted in turns
// (the advisory lock), so the figures an open dashboard ends on and those kept for the next one
// count both, whichever node published last.

const database = useTestDatabase();
const place = { latitude: 43.6532, longitude: -79.3832, accuracy: 12 };
let redis: RedisServer;
let nodes: TestServer[] = [];
const echoes: Echo<'reverb'>[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  const realtime = { ...TEST_REALTIME, redisUrl: redis.url };
  nodes = await Promise.all([
    startTestServer({ db: database.db, realtime }),
    startTestServer({ db: database.db, realtime }),
  ]);
});

afterAll(async () => {
  for (const echo of echoes) {
    echo.disconnect();
  }
  await Promise.all(nodes.map((node) => node.close()));
  await redis?.stop();
});

/** A dashboard on `node`: the checked-in figure of each publication it hears, in order. */
async function dashboardOn(node: TestServer, browser: BrowserClient, agencyId: number) {
  const echo = await connectEcho(node, { browser });
  echoes.push(echo);
  const heard: number[] = [];
  const channel = echo.private(realtimeChannel.agencyStatistics(agencyId).replace(/^private-/, ''));
  channel.listen('StatisticsPublished', ({ tiles }: { tiles: StatisticsTile[] }) => {
    heard.push(tiles.find((tile) => tile.key === 'checkedInNow')?.value ?? -1);
  });
  await subscription(channel);
  return heard;
}

it('counts check-ins made on two nodes at once in the figures heard last and kept', async () => {
  const [a, b] = nodes as [TestServer, TestServer];
  const agency = await createShiftAgency(database.db);
  const owner = await signedInClient(b, agency.owner.email, agency.owner.password);
  const open = await dashboardOn(b, owner, agency.agencyId);
  // Nothing was kept: the miss had the server count the empty agency.
  await eventually(() => expect(open).toEqual([0]));

  const checkIns = [a, b].map(async (node) => {
    const { caregiverId, phone } = await caregiverOnPhone(database.db, node, agency.agencyId);
    const shiftId = await createShift(database.db, agency.assessmentId, {
      startsAt: minutesFromNow(5),
      endsAt: minutesFromNow(65),
      caregiverId,
      assignment: 'accepted',
    });
    return () => phone.json(`/api/shifts/${shiftId}/check-in`, 'POST', place);
  });
  const checkInNow = await Promise.all(checkIns);
  const answers = await Promise.all(checkInNow.map((checkIn) => checkIn()));
  expect(answers.map((answer) => answer.status)).toEqual([200, 200]);

  await eventually(() => expect(open.at(-1)).toBe(2));
  const other = await signedInClient(a, agency.owner.email, agency.owner.password);
  const next = await dashboardOn(a, other, agency.agencyId);
  await eventually(() => expect(next.length).toBeGreaterThan(0));
  expect(next[0]).toBe(2);
});
