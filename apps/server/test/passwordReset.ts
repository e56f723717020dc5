import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { mailOutbox } from '../src/db/schema/index.ts';
import { BrowserClient } from './browserClient.ts';
import type { TestServer } from './server.ts';

/** Asks for a reset link for `email` and reads its token from the newest mail to that address. */
export async function mailedResetToken(
  { db, server }: { db: Database; server: TestServer },
  email: string,
): Promise<string> {
  const asked = await new BrowserClient(server).json('/api/auth/forgot-password', 'POST', {
    email,
  });
  expect(asked.status).toBe(202);
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = decodeURIComponent(/token=([^\s]+)/.exec(mail?.body ?? '')?.[1] ?? '');
  expect(token.length).toBeGreaterThan(20);
  return token;
}

/** Sets `email`'s password through a mailed reset link, as its owner would. */
export async function resetByMail(
  context: { db: Database; server: TestServer },
  email: string,
  password: string,
): Promise<void> {
  const reset = await new BrowserClient(context.server).json('/api/auth/reset-password', 'POST', {
    token: await mailedResetToken(context, email),
    password,
  });
  expect(reset.status).toBe(204);
}
