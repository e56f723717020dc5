import { errorResponseSchema, Role, UserStatus } from '@hearth/domain';
import { desc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BrowserClient, signedInClient } from '../../../test/browserClient.ts';
import { createUser } from '../../../test/factories/identity.ts';
import { useTestServer } from '../../../test/harness.ts';
import { mailedResetToken, resetByMail } from '../../../test/passwordReset.ts';
import { changesBetween, countRowChanges } from '../../../test/rowChanges.ts';
import { startTestServer } from '../../../test/server.ts';
import { mailOutbox } from '../../db/schema/index.ts';

const { database, server } = useTestServer({ trustProxy: true });

const errorOf = async (response: Response) => errorResponseSchema.parse(await response.json());
const dataOf = async <T>(response: Response) => ((await response.json()) as { data: T }).data;

describe('abuse protection', () => {
  // Each test guesses from addresses of its own (documentation ranges), through X-Forwarded-For.
  let nextHost = 1;
  const newAddress = () => `198.51.100.${nextHost++}`;
  /** The status of the owner's own sign-in, with the right password, from this address. */
  const ownerSignInFrom = async (address: string, user: { email: string; password: string }) =>
    (await new BrowserClient(server, address).signIn(user.email, user.password)).status;
  const failFrom = async (address: string, email: string, times = 1) => {
    for (let attempt = 0; attempt < times; attempt++) {
      expect(
        (await new BrowserClient(server, address).signIn(email, 'wrong password again')).status,
      ).toBe(401);
    }
  };
  const reasonsOf = async (email: string) =>
    (
      await database.db.execute<{ reason: string }>(
        sql`SELECT reason FROM sign_ins WHERE email = ${email} ORDER BY id`,
      )
    ).rows.map((row) => row.reason);

  it('pauses a client after five failures on one email, with a clear message and Retry-After, even for the right password', async () => {
    const user = await createUser(database.db, { role: Role.user });
    const guesser = newAddress();
    await failFrom(guesser, user.email, 5);
    const paused = await new BrowserClient(server, guesser).signIn(user.email, user.password);
    expect(paused.status).toBe(429);
    const retryAfter = Number(paused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = await errorOf(paused);
    expect(body.code).toBe('account_locked');
    expect(body.message).toMatch(
      /Try again after .* device you have used before.* reset your password/,
    );
  });

  it('lets the owner in from another address while the guesser waits', async () => {
    const user = await createUser(database.db, { role: Role.user });
    const guesser = newAddress();
    await failFrom(guesser, user.email, 5);
    expect(await ownerSignInFrom(guesser, user)).toBe(429);
    expect(await ownerSignInFrom(newAddress(), user)).toBe(200);
  });

  it('doubles the wait with each failure past the fifth', async () => {
    const user = await createUser(database.db, { role: Role.user });
    const guesser = newAddress();
    await failFrom(guesser, user.email, 5);
    // The minute's wait is over.
    await database.db.execute(
      sql`UPDATE sign_ins SET created_at = created_at - interval '61 seconds' WHERE email = ${user.email}`,
    );
    await failFrom(guesser, user.email);
    const paused = await new BrowserClient(server, guesser).signIn(user.email, user.password);
    expect(paused.status).toBe(429);
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(110);
    expect(Number(paused.headers.get('retry-after'))).toBeLessThanOrEqual(120);
  });

  it('records attempts made while paused, without making the wait longer', async () => {
    const user = await createUser(database.db, { role: Role.user });
    const guesser = newAddress();
    await failFrom(guesser, user.email, 5);
    const first = await new BrowserClient(server, guesser).signIn(user.email, 'wrong again');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await new BrowserClient(server, guesser).signIn(user.email, 'wrong again');
    expect([first.status, second.status]).toEqual([429, 429]);
    expect(Number(second.headers.get('retry-after'))).toBeLessThan(
      Number(first.headers.get('retry-after')),
    );
    expect(await reasonsOf(user.email)).toEqual([
      ...Array(5).fill('wrong_password'),
      'locked',
      'locked',
    ]);
  });

  it('pauses an unknown email the same way, so a pause does not reveal an account', async () => {
    const guesser = newAddress();
    await failFrom(guesser, 'ghost@example.test', 5);
    expect(
      (await errorOf(await new BrowserClient(server, guesser).signIn('ghost@example.test', 'x')))
        .code,
    ).toBe('account_locked');
  });

  it('pauses an address that fails on many accounts, and nobody else', async () => {
    const user = await createUser(database.db, { role: Role.user });
    const sprayer = newAddress();
    for (let account = 0; account < 20; account++) {
      await failFrom(sprayer, `spray-${account}@example.test`);
    }
    expect(await ownerSignInFrom(sprayer, user)).toBe(429);
    expect(await ownerSignInFrom(newAddress(), user)).toBe(200);
  });

  it('cannot keep the owner out by guessing from many addresses: a device that signed in before gets in, and a reset starts afresh', async () => {
    const user = await createUser(database.db, { role: Role.user });
    const ownersLaptop = new BrowserClient(server, newAddress());
    expect((await ownersLaptop.signIn(user.email, user.password)).status).toBe(200);
    expect(ownersLaptop.cookies.get('hearth_device')).toMatch(/^[\w-]{43}$/);
    for (let guesser = 0; guesser < 20; guesser++) {
      await failFrom(newAddress(), user.email);
    }
    // A browser the account has never seen waits, wherever it is.
    const stranger = await new BrowserClient(server, newAddress()).signIn(
      user.email,
      user.password,
    );
    expect(stranger.status).toBe(429);
    // The owner's laptop signs in, from home or from a café.
    expect((await ownersLaptop.signIn(user.email, user.password)).status).toBe(200);
    const inTheCafe = new BrowserClient(server, newAddress());
    inTheCafe.cookies.set('hearth_device', ownersLaptop.cookies.get('hearth_device') ?? '');
    expect((await inTheCafe.signIn(user.email, user.password)).status).toBe(200);

    // On a new computer, the emailed link lets the owner back in.
    const newPassword = 'lantern orchard velvet compass';
    const newComputer = new BrowserClient(server, newAddress());
    expect((await newComputer.signIn(user.email, user.password)).status).toBe(429);
    await resetByMail({ db: database.db, server }, user.email, newPassword);
    expect((await newComputer.signIn(user.email, newPassword)).status).toBe(200);
  });

  it('still pauses a recognised device after five failures of its own', async () => {
    const user = await createUser(database.db, { role: Role.user });
    const shared = new BrowserClient(server, newAddress());
    expect((await shared.signIn(user.email, user.password)).status).toBe(200);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await shared.signIn(user.email, 'wrong password again')).status).toBe(401);
    }
    expect((await shared.signIn(user.email, user.password)).status).toBe(429);
  });

  it('rate-limits a sign-in flood from one address with 429 and Retry-After', async () => {
    const strict = await startTestServer({ db: database.db, signInRateLimit: 3 });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        statuses.push(
          (await new BrowserClient(strict).signIn(`flood${attempt}@example.test`, 'whatever it is'))
            .status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      const limited = await new BrowserClient(strict).signIn(
        'flood@example.test',
        'whatever it is',
      );
      expect(limited.headers.get('retry-after')).toBeTruthy();
      expect((await errorOf(limited)).code).toBe('rate_limited');
    } finally {
      await strict.close();
    }
  });
});

describe('personal access tokens', () => {
  it('work as a bearer token without CSRF, until revoked', async () => {
    const user = await createUser(database.db, { role: Role.provider });
    const browser = await signedInClient(server, user.email, user.password);
    const created = await browser.json('/api/auth/tokens', 'POST', {
      name: 'Scheduling sync',
      expiresInDays: 30,
    });
    expect(created.status).toBe(201);
    const token = await dataOf<{ id: number; token: string }>(created);
    expect(token.token).toMatch(/^hrth_/);

    const bearer = { authorization: `Bearer ${token.token}` };
    const details = await server.request('/api/auth-details', { headers: bearer });
    expect(details.status).toBe(200);
    expect(await dataOf<{ session: { via: string } }>(details)).toMatchObject({
      session: { via: 'token' },
    });
    expect(
      (await server.request('/api/auth/keep-alive', { method: 'POST', headers: bearer })).status,
    ).toBe(204);

    const listed = await dataOf<{ id: number; revokedAt: string | null }[]>(
      await browser.request('/api/auth/tokens'),
    );
    expect(listed).toEqual([expect.objectContaining({ id: token.id, revokedAt: null })]);
    expect(JSON.stringify(listed)).not.toContain(token.token);

    expect((await browser.json(`/api/auth/tokens/${token.id}`, 'DELETE')).status).toBe(204);
    expect((await server.request('/api/auth-details', { headers: bearer })).status).toBe(401);
  });

  it('stop working when expired', async () => {
    const user = await createUser(database.db, { role: Role.provider });
    const browser = await signedInClient(server, user.email, user.password);
    const token = await dataOf<{ id: number; token: string }>(
      await browser.json('/api/auth/tokens', 'POST', { name: 'Old' }),
    );
    await database.db.execute(
      sql`UPDATE personal_access_tokens SET expires_at = now() - interval '1 second' WHERE id = ${token.id}`,
    );
    const response = await server.request('/api/auth-details', {
      headers: { authorization: `Bearer ${token.token}` },
    });
    expect(response.status).toBe(401);
  });

  it("cannot revoke another user's token", async () => {
    const owner = await createUser(database.db, { role: Role.provider });
    const other = await createUser(database.db, { role: Role.provider });
    const ownerClient = await signedInClient(server, owner.email, owner.password);
    const token = await dataOf<{ id: number }>(
      await ownerClient.json('/api/auth/tokens', 'POST', { name: 'Mine' }),
    );
    const otherClient = await signedInClient(server, other.email, other.password);
    expect((await otherClient.json(`/api/auth/tokens/${token.id}`, 'DELETE')).status).toBe(404);
  });
});

describe('passwords', () => {
  it('resets a forgotten password through a single-use mailed link, ending old sessions', async () => {
    const user = await createUser(database.db, { role: Role.user });
    const oldSession = await signedInClient(server, user.email, user.password);
    const token = await mailedResetToken({ db: database.db, server }, user.email);

    const newPassword = 'lantern orchard velvet compass';
    const reset = await new BrowserClient(server).json('/api/auth/reset-password', 'POST', {
      token,
      password: newPassword,
    });
    expect(reset.status).toBe(204);
    expect((await oldSession.request('/api/auth-details')).status).toBe(419);
    expect((await new BrowserClient(server).signIn(user.email, user.password)).status).toBe(401);
    expect((await new BrowserClient(server).signIn(user.email, newPassword)).status).toBe(200);

    const reused = await new BrowserClient(server).json('/api/auth/reset-password', 'POST', {
      token,
      password: 'another fine passphrase',
    });
    expect(reused.status).toBe(422);
    expect((await errorOf(reused)).errors?.token).toBeDefined();
  });

  it('does the same work for an address with or without an account: one token stored, one mail sent', async () => {
    const known = await createUser(database.db, { role: Role.user });
    const disabled = await createUser(database.db, {
      role: Role.user,
      status: UserStatus.disabled,
    });
    const readChanges = await countRowChanges(database.db, []);
    const writesOf = async (email: string) => {
      const before = await readChanges();
      const response = await new BrowserClient(server).json('/api/auth/forgot-password', 'POST', {
        email,
      });
      expect(response.status).toBe(202);
      return changesBetween(before, await readChanges());
    };
    const sameWrites = { password_resets: 1, mail_outbox: 1 };
    expect(await writesOf(known.email)).toEqual(sameWrites);
    expect(await writesOf('nobody-at-all@example.test')).toEqual(sameWrites);
    expect(await writesOf(disabled.email)).toEqual(sameWrites);

    const mails = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(3);
    expect(mails.map((mail) => mail.recipient)).toEqual([
      disabled.email,
      'nobody-at-all@example.test',
      known.email,
    ]);
    expect(mails[2]?.body).toMatch(/reset-password\?token=/);
    for (const noAccount of mails.slice(0, 2)) {
      expect(noAccount.subject).toBe(mails[2]?.subject);
      expect(noAccount.body).toMatch(/no active account uses it/);
      expect(noAccount.body).not.toMatch(/token=/);
    }
  });

  it('changes a password only with the current one, and refuses breached ones', async () => {
    const user = await createUser(database.db, { role: Role.user });
    const client = await signedInClient(server, user.email, user.password);
    const wrongCurrent = await client.json('/api/auth/password', 'PUT', {
      currentPassword: 'not it at all',
      newPassword: 'meadow quartz ember sail',
    });
    expect(wrongCurrent.status).toBe(422);
    expect((await errorOf(wrongCurrent)).errors?.currentPassword).toBeDefined();

    const breached = await client.json('/api/auth/password', 'PUT', {
      currentPassword: user.password,
      newPassword: 'qwertyuiop123',
    });
    expect(breached.status).toBe(422);
    expect((await errorOf(breached)).errors?.newPassword?.[0]).toMatch(/breached/);

    const digits = await client.json('/api/auth/password', 'PUT', {
      currentPassword: user.password,
      newPassword: '739154862031',
    });
    expect(digits.status).toBe(422);
    expect((await errorOf(digits)).errors?.newPassword?.[0]).toMatch(/easy to guess/);

    const tooShort = await client.json('/api/auth/password', 'PUT', {
      currentPassword: user.password,
      newPassword: 'short',
    });
    expect(tooShort.status).toBe(422);

    const changed = await client.json('/api/auth/password', 'PUT', {
      currentPassword: user.password,
      newPassword: 'meadow quartz ember sail',
    });
    expect(changed.status).toBe(204);
    expect(
      (await new BrowserClient(server).signIn(user.email, 'meadow quartz ember sail')).status,
    ).toBe(200);
  });

  it('ends the other sessions at a password change, keeping the one that changed it', async () => {
    const user = await createUser(database.db, { role: Role.user });
    const changer = await signedInClient(server, user.email, user.password);
    const otherBrowser = await signedInClient(server, user.email, user.password);
    const elsewhere = await signedInClient(server, user.email, user.password);
    const changed = await changer.json('/api/auth/password', 'PUT', {
      currentPassword: user.password,
      newPassword: 'meadow quartz ember sail',
    });
    expect(changed.status).toBe(204);
    expect((await changer.request('/api/auth-details')).status).toBe(200);
    expect((await otherBrowser.request('/api/auth-details')).status).toBe(419);
    expect((await elsewhere.request('/api/auth-details')).status).toBe(419);
  });

  it('ends every session at a password change made with an access token', async () => {
    const user = await createUser(database.db, { role: Role.user });
    const browser = await signedInClient(server, user.email, user.password);
    const { token } = await dataOf<{ token: string }>(
      await browser.json('/api/auth/tokens', 'POST', { name: 'Script' }),
    );
    const changed = await server.request('/api/auth/password', {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        currentPassword: user.password,
        newPassword: 'meadow quartz ember sail',
      }),
    });
    expect(changed.status).toBe(204);
    expect((await browser.request('/api/auth-details')).status).toBe(419);
  });

  it('generates strong random passwords', async () => {
    const user = await createUser(database.db, { role: Role.user });
    const client = await signedInClient(server, user.email, user.password);
    const first = await dataOf<{ password: string }>(await client.request('/api/random-password'));
    const second = await dataOf<{ password: string }>(await client.request('/api/random-password'));
    expect(first.password).toMatch(/^[a-zA-Z2-9]{5}(-[a-zA-Z2-9]{5}){3}$/);
    expect(first.password).not.toBe(second.password);
  });
});

describe('password refusals by code', () => {
  it('names each refused rule by a code and its parameters beside the English text', async () => {
    const user = await createUser(database.db, { role: Role.user });
    const client = await signedInClient(server, user.email, user.password);
    const change = (newPassword: string) =>
      client.json('/api/auth/password', 'PUT', { currentPassword: user.password, newPassword });

    const breached = await errorOf(await change('password1234'));
    expect(breached.messageCode).toBe('validation_failed');
    expect(breached.fields).toEqual({ newPassword: { code: 'password_breached' } });
    expect(breached.errors?.newPassword).toEqual([
      'This password appears in lists of breached passwords. Choose another.',
    ]);

    const short = await errorOf(await change('short'));
    expect(short.fields).toEqual({ newPassword: { code: 'min_length', params: { min: 12 } } });

    const wrong = await errorOf(
      await client.json('/api/auth/password', 'PUT', {
        currentPassword: 'not the password at all',
        newPassword: 'lantern quietly orbits marmalade',
      }),
    );
    expect(wrong.fields).toEqual({ currentPassword: { code: 'current_password_wrong' } });
  });
});
