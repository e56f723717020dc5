import pino from 'pino';
import type { Database } from '../src/db/client.ts';
import { type MailContext, startMailer } from '../src/platform/mail/index.ts';

/** The key the tests' mail links are signed with, so a test can sign a link itself. */
export const TEST_LINK_SECRET = Buffer.alloc(32, 1);

/** Mail as an installation without SMTP keeps it: in the outbox only, for tests that check it. */
export async function outboxMail(db: Database): Promise<MailContext> {
  const mailer = await startMailer(
    db,
    { smtpUrl: undefined, from: 'Hearth <no-reply@hearth.test>' },
    { pool: undefined, log: pino({ level: 'silent' }) },
  );
  return { mailer, publicUrl: 'http://hearth.test', linkSecret: TEST_LINK_SECRET };
}
