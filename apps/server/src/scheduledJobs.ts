import {
  type PaymentGateway,
  subscriptionRenewalJob,
  unconfiguredGateway,
} from './modules/billing/index.ts';
import { missedVisitsJob } from './modules/care/shifts/jobs.ts';
import { recurringTasksJob } from './modules/care/tasks/jobs.ts';
import { invoiceRunSweepJob } from './modules/careBilling/index.ts';
import { listingPhotoSizesJob, staleSearchStateJob } from './modules/marketplace/jobs.ts';
import { caregiverBirthdaysJob } from './modules/notifications/birthdays.ts';
import type { FileStore } from './platform/files/fileStore.ts';
import { fileSweepJob } from './platform/files/sweepJob.ts';
import type { ScheduledJob } from './platform/jobs/scheduledJob.ts';

/** What a job needs beyond its run's context, built once by the process that runs the jobs. */
export type JobDependencies = {
  /** The payment provider that charges saved methods at renewal, built from the config. */
  paymentGateway: PaymentGateway;
  /**
   * Where uploaded files are kept: the listing photos' job reads and writes them, and a job
   * sweeps what uploads left behind.
   */
  files: FileStore;
};

/** An installation without payment keys: renewals issue payments, saved methods wait. */
export const withoutPaymentKeys = (files: FileStore): JobDependencies => ({
  paymentGateway: unconfiguredGateway,
  files,
});

/** Every module's scheduled job, as app.ts lists every module's routes. */
export const scheduledJobs = ({
  paymentGateway,
  files,
}: JobDependencies): readonly ScheduledJob[] => [
  recurringTasksJob,
  missedVisitsJob,
  staleSearchStateJob,
  listingPhotoSizesJob(files),
  caregiverBirthdaysJob,
  subscriptionRenewalJob(paymentGateway),
  invoiceRunSweepJob,
  fileSweepJob(files.sweep),
];
