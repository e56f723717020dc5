import { NotificationPriority, Role } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../../../test/browserClient.ts';
import { createPartner, createUser, type TestUser } from '../../../test/factories/identity.ts';
import { useTestDatabase } from '../../../test/harness.ts';
import { expectBody } from '../../../test/responses.ts';
import { startTestServer, type TestServer } from '../../../test/server.ts';
import { auditLog, mailOutbox } from '../../db/schema/index.ts';
import { createNotifications, type Notifier } from './index.ts';

// RFC 8058 one-click unsubscribe: a mail's List-Unsubscribe header names an address a mail client
// POSTs `List-Unsubscribe=One-Click` to, as a form, with no cookie, session or CSRF token.

const database = useTestDatabase();
let server: TestServer;
let notifier: Notifier;

beforeAll(async () => {
  server = await startTestServer({ db: database.db });
  notifier = createNotifications({
    db: database.db,
    broadcaster: server.app.broadcaster,
    log: server.app.log,
    mail: server.app.mail,
  }).notifier;
});

afterAll(async () => {
  await server.close();
});

const referralClosed = {
  kind: 'referral.closed',
  priority: NotificationPriority.normal,
  link: null,
  params: { referralId: 3 },
} as const;

/** The address in the latest mail's List-Unsubscribe header, as the header gives it. */
async function headerAddressOf(user: TestUser): Promise<URL> {
  const rows = await database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, user.email));
  const row = rows.at(-1);
  expect(row?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  return new URL((row?.headers['List-Unsubscribe'] ?? '').slice(1, -1));
}

/** What a mail client sends: a form POST to the header's address, and nothing else. */
const oneClick = (address: URL, body = 'List-Unsubscribe=One-Click') =>
  server.request(`${address.pathname}${address.search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });

async function deliveryOf(user: TestUser, kind: string) {
  const client = await signedInClient(server, user.email, user.password);
  const { data } = await expectBody<{ data: { kind: string; delivery: string }[] }>(
    await client.request('/api/notification-preferences'),
    200,
  );
  return data.find((each) => each.kind === kind)?.delivery;
}

async function mailedUser() {
  // A partner's owner: the one who hears that a referral closed.
  const user = await createUser(database.db, {
    role: Role.partner,
    partnerId: await createPartner(database.db),
  });
  await notifier.notify(database.db, [user.id], referralClosed);
  return user;
}

describe('one-click unsubscribe', () => {
  it("turns the kind's mail off from a mail client's form POST, audited as the person", async () => {
    const user = await mailedUser();
    const response = await oneClick(await headerAddressOf(user));

    const { data } = await expectBody<{ data: unknown }>(response, 200);
    expect(data).toEqual({ kind: 'referral.closed', delivery: 'inApp' });
    expect(await deliveryOf(user, 'referral.closed')).toBe('inApp');
    const audits = await database.db
      .select({ actor: auditLog.actorUserId })
      .from(auditLog)
      .where(eq(auditLog.action, 'notification_preferences.unsubscribed'));
    expect(audits.map((row) => row.actor)).toContain(user.id);
  });

  it('takes the multipart form RFC 8058 prefers, and refuses one carrying a file', async () => {
    const user = await mailedUser();
    const address = await headerAddressOf(user);
    const withFile = new FormData();
    withFile.set('List-Unsubscribe', 'One-Click');
    withFile.set('attachment', new Blob(['not a form field']), 'note.txt');
    const post = (body: FormData) =>
      server.request(`${address.pathname}${address.search}`, { method: 'POST', body });

    expect((await post(withFile)).status).toBe(400);
    expect(await deliveryOf(user, 'referral.closed')).toBe('both');

    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const { data } = await expectBody<{ data: unknown }>(await post(form), 200);
    expect(data).toEqual({ kind: 'referral.closed', delivery: 'inApp' });
    expect(await deliveryOf(user, 'referral.closed')).toBe('inApp');
  });

  it('refuses a forged token with a 4xx and changes nothing', async () => {
    const user = await mailedUser();
    const address = await headerAddressOf(user);
    const token = address.searchParams.get('token') ?? '';
    address.searchParams.set(
      'token',
      `${token.split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`,
    );

    const response = await oneClick(address);
    expect(response.status).toBe(422);
    expect(await deliveryOf(user, 'referral.closed')).toBe('both');
  });

  it('refuses a POST without the one-click body', async () => {
    const user = await mailedUser();
    const response = await oneClick(await headerAddressOf(user), 'List-Unsubscribe=Later');
    expect(response.status).toBe(422);
    expect(await deliveryOf(user, 'referral.closed')).toBe('both');
  });

  it("sends a browser that opens the address on to the page that asks, in the mail's language", async () => {
    const user = await mailedUser();
    const address = await headerAddressOf(user);
    const response = await server.request(`${address.pathname}${address.search}`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    const token = address.searchParams.get('token') ?? '';
    expect(response.headers.get('location')).toBe(
      `/en-us/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect(await deliveryOf(user, 'referral.closed')).toBe('both');
  });
});
