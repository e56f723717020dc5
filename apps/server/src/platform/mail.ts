import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export type Mail = { to: string; subject: string; text: string };

export type Mailer = { send: (mail: Mail) => Promise<void> };

/**
 * Every mail is first written to the outbox, so nothing is lost and development can read it;
 * with SMTP configured it is then sent and marked sent.
 */
export function createMailer(
  db: Database,
  settings: { smtpUrl: string | undefined; from: string },
): Mailer {
  const transport =
    settings.smtpUrl === undefined ? undefined : nodemailer.createTransport(settings.smtpUrl);
  return {
    async send(mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ recipient: mail.to, subject: mail.subject, body: mail.text })
        .returning({ id: mailOutbox.id });
      if (transport === undefined || row === undefined) {
        return;
      }
      await transport.sendMail({
        from: settings.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
    },
  };
}
