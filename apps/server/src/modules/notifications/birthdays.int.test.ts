import {
  type Notification,
  NotificationPriority,
  namespacedEvent,
  Role,
  realtimeChannel,
} from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCaregiver } from '../../../test/factories/caregivers.ts';
import { createAgency, createUser, type TestUser } from '../../../test/factories/identity.ts';
import { notifiedOf } from '../../../test/factories/notifications.ts';
import { useRealtimeServer, useTestDatabase } from '../../../test/harness.ts';
import { outboxMail } from '../../../test/outboxMail.ts';
import { connectPusher, nextEvent, subscribed } from '../../../test/realtimeClients.ts';
import { announceBirthdays } from './birthdays.ts';
import { createNotifications } from './index.ts';
import type { Notifier } from './notifier.ts';

const database = useTestDatabase();
const server = useRealtimeServer();
let notifier: Notifier;
let staff: { owner: TestUser; agent: TestUser; caregiverUser: TestUser; otherOwner: TestUser };
let celebrated: number;
let leapling: number;

beforeAll(async () => {
  const { db } = database;
  notifier = createNotifications({
    db,
    broadcaster: server.realtime.broadcaster,
    log: server.app.log,
    mail: await outboxMail(db),
  }).notifier;
  const agencyId = await createAgency(db);
  staff = {
    owner: await createUser(db, { role: Role.agency, agencyIds: [agencyId] }),
    agent: await createUser(db, { role: Role.agencyAgent, agencyIds: [agencyId] }),
    caregiverUser: await createUser(db, { role: Role.caregiver, agencyIds: [agencyId] }),
    otherOwner: await createUser(db, { role: Role.agency, agencyIds: [await createAgency(db)] }),
  };
  const hired = (dateOfBirth: string, status: 'hired' | 'offBoarded' = 'hired') =>
    createCaregiver(db, agencyId, {
      firstName: 'Ana',
      lastName: `Born ${dateOfBirth}`,
      dateOfBirth,
      status,
    });
  celebrated = await hired('1985-06-14');
  leapling = await hired('1992-02-29');
  await hired('1985-06-14', 'offBoarded');
  await hired('1985-06-15');
});

const everyone = () => Object.values(staff).map((user) => user.id);

describe('caregiver birthdays', () => {
  it("tells a hired caregiver's agency staff on the day, once however many runs", async () => {
    const pusher = await connectPusher(server, { userId: String(staff.owner.id) });
    const bell = await subscribed(pusher, realtimeChannel.user(staff.owner.id));
    const rung = nextEvent<Notification>(bell, namespacedEvent('NotificationCreated'));
    expect(await announceBirthdays(notifier, '2026-06-14')).toBe(2);
    expect(await rung).toMatchObject({
      kind: 'caregiver.birthday',
      params: { caregiverId: celebrated },
    });
    pusher.disconnect();
    expect(await announceBirthdays(notifier, '2026-06-14')).toBe(0);
    const notified = await notifiedOf(database.db, everyone());
    for (const user of [staff.owner, staff.agent]) {
      expect(notified.get(user.id)).toEqual([
        {
          kind: 'caregiver.birthday',
          priority: NotificationPriority.birthday,
          link: `/user/caregivers/${celebrated}`,
          params: { caregiverId: celebrated, caregiverName: 'Ana Born 1985-06-14' },
        },
      ]);
    }
    expect(notified.get(staff.caregiverUser.id)).toEqual([]);
    expect(notified.get(staff.otherOwner.id)).toEqual([]);
  });

  it('tells again the next year, and celebrates 29 February on the 28th outside leap years', async () => {
    expect(await announceBirthdays(notifier, '2027-06-14')).toBe(2);
    expect(await announceBirthdays(notifier, '2027-02-28')).toBe(2);
    expect(await announceBirthdays(notifier, '2028-02-28')).toBe(0);
    expect(await announceBirthdays(notifier, '2028-02-29')).toBe(2);
    const owners = (await notifiedOf(database.db, [staff.owner.id])).get(staff.owner.id) ?? [];
    expect(owners.filter((row) => row.params.caregiverId === leapling)).toHaveLength(2);
  });
});
