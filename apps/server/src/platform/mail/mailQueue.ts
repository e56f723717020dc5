import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type pg from 'pg';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { startRetryingQueue } from '../jobs/retryingQueue.ts';

export const MAIL_QUEUE = 'mail-delivery';

// Retries wait 30 s, doubling, eight times: a day's worth of SMTP trouble is ridden out.
const RETRY_LIMIT = 8;
const RETRY_DELAY_SECONDS = 30;

type MailJob = { outboxId: number };

export type MailQueue = {
  enqueue: (outboxId: number) => Promise<void>;
  close: () => Promise<void>;
};

export type MailQueueOptions = {
  db: Database;
  pool: pg.Pool;
  smtpUrl: string;
  from: string;
  log: FastifyBaseLogger;
  /** The first retry's wait (doubling after); 0 in tests retries at once. */
  retryDelaySeconds?: number | undefined;
};

/** pg-boss workers (on every node) that send outbox rows through SMTP and mark them sent. */
export async function startMailQueue(options: MailQueueOptions): Promise<MailQueue> {
  const { db, log } = options;
  const retryDelaySeconds = options.retryDelaySeconds ?? RETRY_DELAY_SECONDS;
  const transport = nodemailer.createTransport(options.smtpUrl);
  const queue = await startRetryingQueue<MailJob>({
    name: MAIL_QUEUE,
    pool: options.pool,
    log,
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds,
    expireInSeconds: 120,
    pollingIntervalSeconds: retryDelaySeconds > 0 ? 2 : 0.5,
    async handle({ outboxId }, attempt) {
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
      if (mail === undefined || mail.sentAt !== null) {
        return;
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.body,
          ...(mail.html === null ? {} : { html: mail.html }),
          headers: mail.headers,
        });
      } catch (error) {
        // The outbox id only: the address, subject and body stay out of the logs.
        log.warn(
          {
            outboxId: mail.id,
            attempt: attempt.number,
            willRetry: attempt.willRetry,
            code: smtpCode(error),
          },
          'mail not sent',
        );
        throw error;
      }
      await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, mail.id));
    },
  });

  return {
    enqueue: (outboxId) => queue.send({ outboxId }),
    async close() {
      await queue.stop();
      transport.close();
    },
  };
}

/** The SMTP reply code of a refusal, which says why without saying what was sent. */
function smtpCode(error: unknown): number | null {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' ? code : null;
}
