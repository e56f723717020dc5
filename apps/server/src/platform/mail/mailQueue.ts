import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { bossDatabase } from '../jobs/bossDatabase.ts';

export const MAIL_QUEUE = 'mail-delivery';

// Retries wait 30 s, doubling, eight times: a day's worth of SMTP trouble is ridden out.
const RETRY_LIMIT = 8;
const RETRY_DELAY_SECONDS = 30;
const STOP_TIMEOUT_MS = 15_000;

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
  const { db, pool, log } = options;
  const retryDelay = options.retryDelaySeconds ?? RETRY_DELAY_SECONDS;
  const transport = nodemailer.createTransport(options.smtpUrl);
  const database = bossDatabase(pool);
  const boss = new PgBoss({
    db: database,
    schedule: false,
  });
  boss.on('error', (error) => log.error({ err: error }, 'mail queue error'));
  await boss.start();
  const queue: PgBoss.Queue = {
    name: MAIL_QUEUE,
    retryLimit: RETRY_LIMIT,
    retryDelay,
    // pg-boss's backoff waits at least a second; without a delay (tests) retries come at once.
    retryBackoff: retryDelay > 0,
    expireInSeconds: 120,
  };
  await boss.createQueue(MAIL_QUEUE, queue);
  await boss.updateQueue(MAIL_QUEUE, queue);

  await boss.work<MailJob>(
    MAIL_QUEUE,
    { pollingIntervalSeconds: retryDelay > 0 ? 2 : 0.5, includeMetadata: true },
    async ([job]) => {
      if (job === undefined) {
        return;
      }
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, job.data.outboxId));
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
        const willRetry = job.retryCount < job.retryLimit;
        log.warn(
          { outboxId: mail.id, attempt: job.retryCount + 1, willRetry, code: smtpCode(error) },
          'mail not sent',
        );
        throw error;
      }
      await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, mail.id));
    },
  );

  return {
    async enqueue(outboxId) {
      await boss.send(MAIL_QUEUE, { outboxId } satisfies MailJob);
    },
    async close() {
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
      await database.settled();
      transport.close();
    },
  };
}

/** The SMTP reply code of a refusal, which says why without saying what was sent. */
function smtpCode(error: unknown): number | null {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' ? code : null;
}
