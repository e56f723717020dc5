import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { MailContext } from '../mail/index.ts';
import type { Broadcaster } from '../realtime/types.ts';

/** What a scheduled job gets to do its work; the runner builds one for each run. */
export type JobContext = {
  db: Database;
  log: FastifyBaseLogger;
  /** Live events from a job reach this node's sockets, and every node's with Redis. */
  broadcaster: Broadcaster;
  /** Mail of notifications a job raises goes out through this, as from a request. */
  mail: MailContext;
  /** The instant the run started, so a job reads "now" once. */
  now: Date;
};

/**
 * A module's recurring job. Modules export these and never see the queue behind them; the
 * runner owns scheduling, retries and logging. `run` returns how many records it changed.
 */
export type ScheduledJob = {
  /** Queue and schedule name: letters, digits and hyphens. */
  name: string;
  /** Five-field cron expression, read in `tz`. */
  cron: string;
  tz: string;
  run: (context: JobContext) => Promise<number>;
};
