import { NotificationPriority } from '@hearth/domain';
import type { NotificationDraft } from '../../notifications/index.ts';
import type { PaymentRow } from './paymentRepo.ts';

// What the owner of an organisation is told about its membership. The web words each kind from
// its params in the reader's language; these English texts are for API clients and mail.

/** Where an owner sees their plan, payment method and invoices. */
const billingLink = '/user/billing';

export const paymentFailedNotice = (
  payment: PaymentRow,
  nextAttemptOn: string,
): NotificationDraft => ({
  kind: 'subscription.paymentFailed',
  priority: NotificationPriority.high,
  title: 'Membership payment failed',
  body: `The payment of invoice ${payment.invoiceNumber} failed. We will try again on ${nextAttemptOn}.`,
  link: billingLink,
  params: { invoiceNumber: payment.invoiceNumber, nextAttemptOn },
});

export const pastDueNotice = (payment: PaymentRow): NotificationDraft => ({
  kind: 'subscription.pastDue',
  priority: NotificationPriority.high,
  title: 'Membership past due',
  body: `Invoice ${payment.invoiceNumber} is unpaid, so your marketplace listings are hidden until it is paid.`,
  link: billingLink,
  params: { invoiceNumber: payment.invoiceNumber },
});

export const trialEndingNotice = (trialEnd: string): NotificationDraft => ({
  kind: 'subscription.trialEnding',
  priority: NotificationPriority.normal,
  title: 'Free trial ending',
  body: `Your free trial ends on ${trialEnd}; paid membership starts then.`,
  link: billingLink,
  params: { trialEnd },
});

export const paymentRecoveredNotice = (payment: PaymentRow): NotificationDraft => ({
  kind: 'subscription.paymentRecovered',
  priority: NotificationPriority.normal,
  title: 'Membership payment received',
  body: `Invoice ${payment.invoiceNumber} is paid; your membership is in good standing.`,
  link: billingLink,
  params: { invoiceNumber: payment.invoiceNumber },
});
