import { type AuthDetails, Role } from '@hearth/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BrowserClient, signedInClient } from '../../../test/browserClient.ts';
import { createUser } from '../../../test/factories/identity.ts';
import { useTestServer } from '../../../test/harness.ts';
import { mailOutbox, users } from '../../db/schema/index.ts';

const { database, server } = useTestServer();

const dataOf = async <T>(response: Response) => ((await response.json()) as { data: T }).data;

/** A JSON call as the web makes it from a page of `locale` (it names the page's locale). */
function fromPage(
  client: BrowserClient,
  locale: string,
  path: string,
  method: string,
  body?: unknown,
) {
  return client.request(path, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': locale },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function preferredLocaleOf(email: string): Promise<string | undefined> {
  const [row] = await database.db
    .select({ locale: users.preferredLocale })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row?.locale;
}

async function newestMailTo(email: string) {
  const [mail] = await database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (mail === undefined) {
    throw new Error(`no mail to ${email}`);
  }
  return mail;
}

describe('a person’s preferred locale', () => {
  it('is en-US for an existing account, and auth-details says so', async () => {
    const user = await createUser(database.db, { role: Role.user });
    const client = await signedInClient(server, user.email, user.password);
    const details = await dataOf<AuthDetails>(await client.request('/api/auth-details'));
    expect(details.user.preferredLocale).toBe('en-US');
  });

  it('is changed by its owner on the profile, audited, and read back by auth-details', async () => {
    const user = await createUser(database.db, { role: Role.caregiver });
    const client = await signedInClient(server, user.email, user.password);
    const changed = await client.json('/api/auth/profile', 'PATCH', { preferredLocale: 'es-ES' });
    expect(changed.status).toBe(200);
    expect((await dataOf<AuthDetails>(changed)).user.preferredLocale).toBe('es-ES');
    const details = await dataOf<AuthDetails>(await client.request('/api/auth-details'));
    expect(details.user.preferredLocale).toBe('es-ES');
    const audit = await database.db.execute<{ action: string }>(
      sql`SELECT action FROM audit_log WHERE subject_type = 'user' AND subject_id = ${user.id}`,
    );
    expect(audit.rows.map((row) => row.action)).toContain('user.profile_updated');
  });

  it('refuses a locale the app does not speak with 422 and changes nothing', async () => {
    const user = await createUser(database.db, { role: Role.user });
    const client = await signedInClient(server, user.email, user.password);
    const refused = await client.json('/api/auth/profile', 'PATCH', { preferredLocale: 'fr-FR' });
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual(['preferredLocale']);
    expect(await preferredLocaleOf(user.email)).toBe('en-US');
  });

  it('may be changed by nobody but a signed-in person', async () => {
    const visitor = new BrowserClient(server);
    const refused = await visitor.json('/api/auth/profile', 'PATCH', { preferredLocale: 'es-ES' });
    expect(refused.status).toBe(401);
  });

  it('of an invited staff member is the inviter’s page locale, then the one they sign up from', async () => {
    const admin = await createUser(database.db, { role: Role.admin });
    const client = await signedInClient(server, admin.email, admin.password);
    const email = `invitee-${Date.now()}@example.test`;
    const invited = await fromPage(client, 'es-ES', '/api/users', 'POST', {
      email,
      name: 'Lucía Invitada',
      role: Role.admin,
    });
    expect(invited.status).toBe(201);
    expect(await preferredLocaleOf(email)).toBe('es-ES');

    const mail = await newestMailTo(email);
    expect(mail.subject).toBe('Su invitación a Hearth');
    expect(mail.body).toMatch(/^Hola, Lucía Invitada:/);
    expect(mail.body).toMatch(/\/es-es\/reset-password\?token=/);
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail.body)?.[1] ?? '');
    const signedUp = await fromPage(
      new BrowserClient(server),
      'en-CA',
      '/api/auth/reset-password',
      'POST',
      {
        token,
        password: 'lantern quietly orbits marmalade',
      },
    );
    expect(signedUp.status).toBe(204);
    expect(await preferredLocaleOf(email)).toBe('en-CA');
  });

  it('is kept when a person who has a password resets it from a page of another locale', async () => {
    const user = await createUser(database.db, { role: Role.user });
    await new BrowserClient(server).json('/api/auth/forgot-password', 'POST', {
      email: user.email,
    });
    const mail = await newestMailTo(user.email);
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail.body)?.[1] ?? '');
    const reset = await fromPage(
      new BrowserClient(server),
      'es-ES',
      '/api/auth/reset-password',
      'POST',
      {
        token,
        password: 'lantern quietly orbits marmalade',
      },
    );
    expect(reset.status).toBe(204);
    expect(await preferredLocaleOf(user.email)).toBe('en-US');
  });

  it('writes a reset mail in the person’s language with a link to a page of it, whatever page asked', async () => {
    const user = await createUser(database.db, { role: Role.user });
    await database.db.update(users).set({ preferredLocale: 'es-ES' }).where(eq(users.id, user.id));
    const asked = await fromPage(
      new BrowserClient(server),
      'en-US',
      '/api/auth/forgot-password',
      'POST',
      {
        email: user.email,
      },
    );
    expect(asked.status).toBe(202);
    const mail = await newestMailTo(user.email);
    expect(mail.subject).toBe('Restablezca su contraseña de Hearth');
    expect(mail.body).toMatch(/\/es-es\/reset-password\?token=/);
    expect(mail.body).not.toMatch(/\/en-us\//);
  });

  it('answers an address without an account in the asking page’s language', async () => {
    const email = `nadie-${Date.now()}@example.test`;
    await fromPage(new BrowserClient(server), 'es-ES', '/api/auth/forgot-password', 'POST', {
      email,
    });
    const mail = await newestMailTo(email);
    expect(mail.subject).toBe('Restablezca su contraseña de Hearth');
    expect(mail.body).toMatch(/ninguna cuenta activa la usa/);
  });
});
