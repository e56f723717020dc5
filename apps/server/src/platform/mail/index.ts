import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { type MailQueue, startMailQueue } from './mailQueue.ts';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** The same content as HTML; plain text alone when absent. */
  html?: string;
  headers?: Record<string, string>;
};

type Writer = Pick<Database, 'insert'>;

export type Mailer = {
  /** Writes the mail to the outbox in the caller's transaction; returns its outbox id. */
  write: (writer: Writer, mail: Mail) => Promise<number>;
  /** Queues written mail for sending, once the transaction that wrote it has committed. */
  dispatch: (outboxIds: readonly number[]) => Promise<void>;
  /** Writes and queues at once, outside any transaction. */
  send: (mail: Mail) => Promise<void>;
  close: () => Promise<void>;
};

/** What work that mails people needs: the mailer, where links point, the key that signs them. */
export type MailContext = {
  mailer: Mailer;
  /** Where people reach the app (`PUBLIC_URL`), the base of every link in a mail. */
  publicUrl: string;
  /** Signs links that work without signing in (unsubscribe); never leaves the server. */
  linkSecret: Buffer;
};

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: augmentation merges only into an interface
  interface FastifyInstance {
    /** For work outside a request (scheduled jobs) that mails people. */
    mail: MailContext;
  }
}

export type MailSettings = { smtpUrl: string | undefined; from: string };

/**
 * Every mail is first written to the outbox, so nothing is lost and development can read it.
 * With SMTP configured (and the app's pool, where the queue lives) a pg-boss job then sends it
 * and marks it sent, retrying while the SMTP server refuses: a request never waits for SMTP.
 */
export async function startMailer(
  db: Database,
  settings: MailSettings,
  options: { pool: pg.Pool | undefined; log: FastifyBaseLogger; retryDelaySeconds?: number },
): Promise<Mailer> {
  const queue: MailQueue | undefined =
    settings.smtpUrl === undefined || options.pool === undefined
      ? undefined
      : await startMailQueue({
          db,
          pool: options.pool,
          smtpUrl: settings.smtpUrl,
          from: settings.from,
          log: options.log,
          retryDelaySeconds: options.retryDelaySeconds,
        });

  async function write(writer: Writer, mail: Mail) {
    const [row] = await writer
      .insert(mailOutbox)
      .values({
        recipient: mail.to,
        subject: mail.subject,
        body: mail.text,
        html: mail.html ?? null,
        headers: mail.headers ?? {},
      })
      .returning({ id: mailOutbox.id });
    if (row === undefined) {
      throw new Error('The mail was not written to the outbox');
    }
    return row.id;
  }

  async function dispatch(outboxIds: readonly number[]) {
    for (const id of outboxIds) {
      await queue?.enqueue(id);
    }
  }

  return {
    write,
    dispatch,
    async send(mail) {
      await dispatch([await write(db, mail)]);
    },
    close: async () => {
      await queue?.close();
    },
  };
}
