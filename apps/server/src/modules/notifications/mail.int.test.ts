import { NotificationPriority, Role } from '@hearth/domain';
import { eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../test/browserClient.ts';
import { eventually } from '../../../test/eventually.ts';
import { careRequestBody } from '../../../test/factories/careRequests.ts';
import {
  createAgency,
  createPartner,
  createUser,
  type TestUser,
} from '../../../test/factories/identity.ts';
import { createListing } from '../../../test/factories/listings.ts';
import { useTestDatabase } from '../../../test/harness.ts';
import { expectBody } from '../../../test/responses.ts';
import { startTestServer, type TestServer } from '../../../test/server.ts';
import { type SmtpReceiver, startSmtpReceiver } from '../../../test/smtpReceiver.ts';
import {
  mailOutbox,
  notificationPreferences,
  notifications,
  users,
} from '../../db/schema/index.ts';
import { createNotifications, type Notifier } from './index.ts';

// Notifications by mail, through a real SMTP server on a loopback port: what a care request
// mails its provider, retries while the server refuses, each person's choice per kind, and the
// unsubscribe link that needs no sign-in.

const database = useTestDatabase();
let smtp: SmtpReceiver;
let server: TestServer;
let notifier: Notifier;
let agencyId: number;
let owner: TestUser;
let agent: TestUser;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  server = await startTestServer({
    db: database.db,
    smtp: { url: smtp.url, pool: database.pool },
  });
  notifier = createNotifications({
    db: database.db,
    broadcaster: server.app.broadcaster,
    log: server.app.log,
    mail: server.app.mail,
  }).notifier;
  agencyId = await createAgency(database.db);
  owner = await createUser(database.db, { role: Role.provider, agencyIds: [agencyId] });
  agent = await createUser(database.db, { role: Role.agencyAgent, agencyIds: [agencyId] });
});

// Mails kept in the outbox on purpose (by a server without SMTP): never sent, not waited for.
const unsentOnPurpose: string[] = [];

afterAll(async () => {
  // Every queued mail is sent before the server stops: a send still under way would write its
  // outcome through a pool the test database ends next.
  await eventually(async () => {
    const unsent = await database.db
      .select({ recipient: mailOutbox.recipient })
      .from(mailOutbox)
      .where(isNull(mailOutbox.sentAt));
    expect(unsent.filter(({ recipient }) => !unsentOnPurpose.includes(recipient))).toEqual([]);
  });
  await server.close();
  await smtp.close();
});

const json = { 'content-type': 'application/json' };

const signIn = (user: TestUser): Promise<BrowserClient> =>
  signedInClient(server, user.email, user.password);

const receivedBy = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

async function outboxOf(email: string) {
  return database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
}

async function bellOf(userId: number, kind: string) {
  const rows = await database.db
    .select({ id: notifications.id, kind: notifications.kind })
    .from(notifications)
    .where(eq(notifications.recipientId, userId));
  return rows.filter((row) => row.kind === kind);
}

type Caller = Pick<TestServer, 'request'>;

/** A care request from a new listing of the agency, by a visitor or a signed-in family. */
async function requestCare(caller: Caller = server) {
  const listingId = await createListing(database.db, {
    agencyId,
    name: 'Home care',
    careTypeIds: [1],
    latitude: 43.65,
    longitude: -79.38,
  });
  const response = await caller.request(`/api/marketplace/listings/${listingId}/care-requests`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(careRequestBody({ contact: { ...contact, name: 'Dana <Family>' } })),
  });
  return (await expectBody<{ data: { reference: string } }>(response, 201)).data;
}

const contact = careRequestBody().contact as Record<string, unknown>;

const postingAccepted = {
  kind: 'posting.accepted',
  priority: NotificationPriority.normal,
  link: '/user/postings/7',
  params: { postingId: 7 },
} as const;

async function setPreference(user: TestUser, kind: string, delivery: string) {
  const client = await signIn(user);
  return client.request('/api/notification-preferences', {
    method: 'PUT',
    headers: json,
    body: JSON.stringify({ preferences: [{ kind, delivery }] }),
  });
}

describe('a care request', () => {
  it('mails the provider in text and HTML, tried again after the SMTP server first refuses', async () => {
    smtp.refuseNext(1);
    const { reference } = await requestCare();

    const [mail] = await eventually(() => {
      const mails = receivedBy(owner.email);
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(smtp.refused()).toBe(1);
    expect(mail?.raw).toContain('Subject: New care request');
    expect(mail?.raw).toContain('multipart/alternative');
    expect(mail?.raw).toContain('List-Unsubscribe:');

    const [row] = await outboxOf(owner.email);
    expect(row?.body).toContain(`Dana <Family> sent a care request (${reference}).`);
    expect(row?.body).toMatch(
      /Open in Hearth: http:\/\/hearth\.test\/en-us\/user\/assessments\/\d+/,
    );
    // The family's own words are text in the HTML, never markup.
    expect(row?.html).toContain('Dana &lt;Family&gt;');
    expect(row?.html).not.toContain('<Family>');
    expect(row?.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/hearth\.test\/api\/notification-preferences\/one-click-unsubscribe\?token=[\w.-]+&locale=en-US>$/,
    );
    expect(row?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(row?.body).toMatch(/http:\/\/hearth\.test\/en-us\/unsubscribe\?token=[\w.-]+/);
    await eventually(async () => expect((await outboxOf(owner.email))[0]?.sentAt).not.toBeNull());
    // The agent hears of it too, by bell and mail.
    await eventually(() => expect(receivedBy(agent.email)).toHaveLength(1));
  });
});

describe("a family's own care request", () => {
  async function spanishFamily() {
    const family = await createUser(database.db, { role: Role.user });
    await database.db
      .update(users)
      .set({ preferredLocale: 'es-ES' })
      .where(eq(users.id, family.id));
    return family;
  }

  it('tells the family in their language, by bell and mail, where it went and what comes next', async () => {
    const family = await spanishFamily();
    const { reference } = await requestCare(await signIn(family));

    const [mail] = await eventually(() => {
      const mails = receivedBy(family.email);
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(mail?.raw).toContain('multipart/alternative');
    const [row] = await outboxOf(family.email);
    expect(row?.subject).toBe('Su solicitud de cuidados se ha enviado');
    expect(row?.body).toContain(
      `Su solicitud de cuidados (${reference}) se ha enviado a Home care. Se pondrán en contacto con usted`,
    );
    expect(row?.body).toContain('Abrir en Hearth: http://hearth.test/es-es/user');
    expect(row?.html).toContain('<html lang="es-ES">');
    expect(row?.headers['List-Unsubscribe']).toContain('locale=es-ES');
    expect(await bellOf(family.id, 'careRequest.sent')).toHaveLength(1);
  });

  it('keeps to the bell, or to nothing, as the family chose', async () => {
    const bellOnly = await spanishFamily();
    const nowhere = await spanishFamily();
    expect((await setPreference(bellOnly, 'careRequest.sent', 'inApp')).status).toBe(200);
    expect((await setPreference(nowhere, 'careRequest.sent', 'none')).status).toBe(200);

    await requestCare(await signIn(bellOnly));
    await requestCare(await signIn(nowhere));

    expect(await bellOf(bellOnly.id, 'careRequest.sent')).toHaveLength(1);
    expect(await outboxOf(bellOnly.email)).toEqual([]);
    expect(await bellOf(nowhere.id, 'careRequest.sent')).toEqual([]);
    expect(await outboxOf(nowhere.email)).toEqual([]);
  });
});

describe('preferences per kind', () => {
  it('with none, writes neither mail nor bell entry', async () => {
    const user = await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] });
    expect((await setPreference(user, 'posting.accepted', 'none')).status).toBe(200);
    await notifier.notify(database.db, [user.id], postingAccepted);
    expect(await bellOf(user.id, 'posting.accepted')).toEqual([]);
    expect(await outboxOf(user.email)).toEqual([]);
  });

  it('with email only, mails without a bell entry', async () => {
    const user = await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] });
    expect((await setPreference(user, 'posting.accepted', 'email')).status).toBe(200);
    await notifier.notify(database.db, [user.id], postingAccepted);
    expect(await bellOf(user.id, 'posting.accepted')).toEqual([]);
    await eventually(() => expect(receivedBy(user.email)).toHaveLength(1));
  });

  it('with the bell only, writes the bell entry and no mail; other kinds keep their default', async () => {
    const user = await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] });
    expect((await setPreference(user, 'posting.accepted', 'inApp')).status).toBe(200);
    await notifier.notify(database.db, [user.id], postingAccepted);
    await notifier.notify(database.db, [user.id], {
      ...postingAccepted,
      kind: 'referral.closed',
      params: { referralId: 3 },
    });
    expect(await bellOf(user.id, 'posting.accepted')).toHaveLength(1);
    const outbox = await outboxOf(user.email);
    expect(outbox.map((row) => row.subject)).toEqual(['Referral closed']);
  });

  it("offers each role only the kinds that reach it, and refuses setting another role's kind", async () => {
    const kindsSeenBy = async (user: TestUser) => {
      const client = await signIn(user);
      const { data } = await expectBody<{ data: { kind: string }[] }>(
        await client.request('/api/notification-preferences'),
        200,
      );
      return data.map((each) => each.kind);
    };
    const family = await createUser(database.db, { role: Role.user });
    const partnerAgent = await createUser(database.db, {
      role: Role.partnerAgent,
      partnerId: await createPartner(database.db),
    });
    const ownerOfAgency = await createUser(database.db, {
      role: Role.agency,
      agencyIds: [agencyId],
    });
    expect(await kindsSeenBy(family)).toEqual(['note.appended', 'careRequest.sent']);
    expect(await kindsSeenBy(partnerAgent)).toEqual(['referral.closed', 'note.appended']);
    expect(await kindsSeenBy(ownerOfAgency)).toEqual([
      'careRequest.received',
      'posting.accepted',
      'note.appended',
      'caregiver.birthday',
      'subscription.paymentFailed',
      'subscription.pastDue',
      'subscription.trialEnding',
      'subscription.paymentRecovered',
    ]);

    const refused = await setPreference(family, 'posting.accepted', 'none');
    const body = await expectBody<{ errors: Record<string, string[]> }>(refused, 422);
    expect(body.errors['preferences.0.kind']).toEqual([
      'common:notifications.validation.kindNotYours',
    ]);
    const stored = await database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, family.id));
    expect(stored).toEqual([]);
  });

  it('refuses to silence a high-priority kind entirely, with a field message and no write', async () => {
    const user = await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] });
    const client = await signIn(user);
    const response = await client.request('/api/notification-preferences', {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({
        preferences: [
          { kind: 'posting.accepted', delivery: 'none' },
          { kind: 'careRequest.received', delivery: 'none' },
        ],
      }),
    });
    const body = await expectBody<{ errors: Record<string, string[]> }>(response, 422);
    expect(body.errors['preferences.1.delivery']).toEqual([
      'common:notifications.validation.highPriorityNeedsAChannel',
    ]);
    const { data } = await expectBody<{ data: { kind: string; delivery: string }[] }>(
      await client.request('/api/notification-preferences'),
      200,
    );
    expect(data.find((each) => each.kind === 'posting.accepted')?.delivery).toBe('both');
    expect(data.find((each) => each.kind === 'caregiver.birthday')?.delivery).toBe('inApp');
  });

  it('answers 401 without a session', async () => {
    expect((await server.request('/api/notification-preferences')).status).toBe(401);
  });
});

describe('unsubscribe', () => {
  async function tokenOfLatestMail(email: string) {
    const rows = await outboxOf(email);
    const header = rows.at(-1)?.headers['List-Unsubscribe'] ?? '';
    return new URL(header.slice(1, -1)).searchParams.get('token') ?? '';
  }

  const unsubscribe = (token: string) =>
    server.request('/api/notification-preferences/unsubscribe', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ token }),
    });

  it("turns one kind's mail off without signing in; the next one rings the bell only", async () => {
    const user = await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] });
    await notifier.notify(database.db, [user.id], postingAccepted);
    const token = await tokenOfLatestMail(user.email);

    const { data } = await expectBody<{ data: unknown }>(await unsubscribe(token), 200);
    expect(data).toEqual({ kind: 'posting.accepted', delivery: 'inApp' });

    await notifier.notify(database.db, [user.id], postingAccepted);
    expect(await outboxOf(user.email)).toHaveLength(1);
    expect(await bellOf(user.id, 'posting.accepted')).toHaveLength(2);
  });

  it('keeps the bell of a high-priority kind on when its mail is turned off', async () => {
    const token = await tokenOfLatestMail(owner.email);
    const { data } = await expectBody<{ data: unknown }>(await unsubscribe(token), 200);
    expect(data).toEqual({ kind: 'careRequest.received', delivery: 'inApp' });
  });

  it('refuses a forged, altered or malformed token with 422 and changes nothing', async () => {
    const user = await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] });
    await notifier.notify(database.db, [user.id], postingAccepted);
    const token = await tokenOfLatestMail(user.email);
    const [userId, kindIndex, signature] = token.split('.');
    const forgeries = [
      `${agent.id}.${kindIndex}.${signature}`,
      `${userId}.0.${signature}`,
      `${userId}.${kindIndex}.${'A'.repeat(43)}`,
      'not-a-token',
    ];
    for (const forged of forgeries) {
      const body = await expectBody<{ errors: Record<string, string[]> }>(
        await unsubscribe(forged),
        422,
      );
      expect(body.errors.token).toEqual(['common:notifications.validation.invalidUnsubscribeLink']);
    }
    const client = await signIn(user);
    const { data } = await expectBody<{ data: { kind: string; delivery: string }[] }>(
      await client.request('/api/notification-preferences'),
      200,
    );
    expect(
      data.every(
        (each) => each.delivery === (each.kind === 'caregiver.birthday' ? 'inApp' : 'both'),
      ),
    ).toBe(true);
  });
});

describe('without SMTP', () => {
  it('keeps the mail in the outbox unsent', async () => {
    const plain = await startTestServer({ db: database.db });
    try {
      const quiet = createNotifications({
        db: database.db,
        broadcaster: plain.app.broadcaster,
        log: plain.app.log,
        mail: plain.app.mail,
      }).notifier;
      const user = await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] });
      unsentOnPurpose.push(user.email);
      await quiet.notify(database.db, [user.id], postingAccepted);
      const rows = await database.db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.recipient, [user.email]));
      expect(rows.map((row) => [row.subject, row.sentAt])).toEqual([['Posting accepted', null]]);
    } finally {
      await plain.close();
    }
  });
});
