import { CARE_TIME_ZONE } from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import type { ScheduledJob } from '../../../platform/jobs/scheduledJob.ts';
import { createNotifications, type Notifier } from '../../notifications/index.ts';
import type { PaymentGateway } from '../gateway/paymentGateway.ts';
import { createProductRepo } from '../products/productRepo.ts';
import { createTaxRateRepo } from '../taxRates/taxRateRepo.ts';
import { createPaymentRepo } from './paymentRepo.ts';
import { createRenewalRepo } from './renewalRepo.ts';
import { createRenewalService } from './renewalService.ts';
import { createSubscriptionRepo } from './subscriptionRepo.ts';

/** The renewal job's service: periods, charges of saved methods, dunning and trial notices. */
export function renewalServiceOf(db: Database, notifier: Notifier, gateway: PaymentGateway) {
  return createRenewalService({
    subscriptions: createSubscriptionRepo(db),
    payments: createPaymentRepo(db),
    products: createProductRepo(db),
    taxRates: createTaxRateRepo(db),
    renewals: createRenewalRepo(db),
    notifier,
    gateway,
  });
}

/**
 * Every morning, the day's renewals, charges and dunning. A subscription whose work failed is
 * logged by id and the run fails after the others are done, so pg-boss runs it again; every step
 * is idempotent, and what was done is found done.
 */
export function subscriptionRenewalJob(gateway: PaymentGateway): ScheduledJob {
  return {
    name: 'billing-subscription-renewals',
    cron: '0 6 * * *',
    tz: CARE_TIME_ZONE,
    async run({ db, log, broadcaster, mail, now }) {
      const { notifier } = createNotifications({ db, broadcaster, log, mail });
      const summary = await renewalServiceOf(db, notifier, gateway).renewSubscriptions(now);
      for (const { subscriptionId, error } of summary.failures) {
        log.error({ err: error, subscriptionId }, 'subscription not renewed');
      }
      if (summary.failures.length > 0) {
        throw new Error(`${summary.failures.length} subscriptions were not renewed`);
      }
      return summary.periodsEnded + summary.charges + summary.fellOverdue + summary.trialNotices;
    },
  };
}
