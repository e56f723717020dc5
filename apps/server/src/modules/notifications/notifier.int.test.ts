import {
  type Notification,
  NotificationPriority,
  namespacedEvent,
  Role,
  realtimeChannel,
} from '@hearth/domain';
import { eq } from 'drizzle-orm';
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/eventually.ts';
import { createUser } from '../../../test/factories/identity.ts';
import { useRealtimeServer, useTestDatabase } from '../../../test/harness.ts';
import { outboxMail } from '../../../test/outboxMail.ts';
import { collect, connectPusher, subscribed } from '../../../test/realtimeClients.ts';
import { notifications as notificationsTable } from '../../db/schema/index.ts';
import { createNotifications } from './index.ts';
import type { NotificationDraft, Notifier } from './notifier.ts';

// The notifier against the real websocket server and a real pusher-js client on the recipient's
// channel: what it writes lands with the caller's transaction, and is told live only after it.

const database = useTestDatabase();
const server = useRealtimeServer();
let notifier: Notifier;
let pusher: Pusher;
let recipientId: number;

const draft: NotificationDraft = {
  kind: 'posting.accepted',
  priority: NotificationPriority.normal,
  link: '/user/assessments/1',
  params: { postingId: 1 },
};

const rowsOf = (userId: number) =>
  database.db
    .select({ id: notificationsTable.id })
    .from(notificationsTable)
    .where(eq(notificationsTable.recipientId, userId));

beforeAll(async () => {
  notifier = createNotifications({
    db: database.db,
    broadcaster: server.realtime.broadcaster,
    log: server.app.log,
    mail: await outboxMail(database.db),
  }).notifier;
  recipientId = (await createUser(database.db, { role: Role.agency })).id;
  pusher = await connectPusher(server, { userId: String(recipientId) });
});

afterAll(() => {
  pusher.disconnect();
});

describe('the notifier', () => {
  it('tells the recipient live once the transaction commits, not before', async () => {
    const channel = await subscribed(pusher, realtimeChannel.user(recipientId));
    const heard = collect<Notification>(channel, namespacedEvent('NotificationCreated'));
    let heardInside = -1;
    await notifier.transaction(async (tx) => {
      await notifier.notify(tx, [recipientId, recipientId], draft);
      // Give a premature event the time to arrive.
      await new Promise((resolve) => setTimeout(resolve, 150));
      heardInside = heard.length;
    });
    await eventually(() => expect(heard).toHaveLength(1));
    const [event] = heard;
    expect(heardInside).toBe(0);
    expect(event).toMatchObject({ kind: 'posting.accepted', priority: 2, readAt: null });
    expect(await rowsOf(recipientId)).toEqual([{ id: event?.id }]);
    pusher.unsubscribe(channel.name);
  });

  it('writes nothing and tells nobody when the transaction rolls back', async () => {
    const other = await createUser(database.db, { role: Role.agency });
    const otherPusher = await connectPusher(server, { userId: String(other.id) });
    const channel = await subscribed(otherPusher, realtimeChannel.user(other.id));
    const heard = collect(channel, namespacedEvent('NotificationCreated'));
    await expect(
      notifier.transaction(async (tx) => {
        await notifier.notify(tx, [other.id], draft);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toEqual([]);
    expect(await rowsOf(other.id)).toEqual([]);
    otherPusher.disconnect();
  });

  it('stores the English of its kind’s words beside the params, for clients that read text', async () => {
    const reader = await createUser(database.db, { role: Role.agency });
    await notifier.notify(database.db, [reader.id], draft);
    const [row] = await database.db
      .select()
      .from(notificationsTable)
      .where(eq(notificationsTable.recipientId, reader.id));
    expect(row).toMatchObject({
      title: 'Posting accepted',
      body: 'Your posting #1 was accepted.',
      params: { postingId: 1 },
    });
  });

  it('refuses a draft without the params its words need, and writes nothing', async () => {
    const reader = await createUser(database.db, { role: Role.agency });
    // A caller outside the compiler's reach (a cast, an untyped value) that forgot a param.
    const incomplete = { ...draft, kind: 'referral.closed' } as unknown as NotificationDraft;
    await expect(notifier.notify(database.db, [reader.id], incomplete)).rejects.toThrow(
      'a referral.closed notification lacks the params referralId',
    );
    expect(await rowsOf(reader.id)).toEqual([]);
  });

  it('refuses a transaction it does not watch, which would never announce', async () => {
    await expect(
      database.db.transaction((tx) => notifier.notify(tx, [recipientId], draft)),
    ).rejects.toThrow(/notifier.transaction/);
  });
});
