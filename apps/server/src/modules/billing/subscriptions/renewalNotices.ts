import { NotificationPriority } from '@hearth/domain';
import type { NotificationDraft } from '../../notifications/index.ts';
import type { PaymentRow } from './paymentRepo.ts';

// What the owner of an organisation is told about its membership: each kind with the params its
// words are made of, by the web and the mails, in the reader's language.

/** Where an owner sees their plan, payment method and invoices. */
const billingLink = '/user/billing';

export const paymentFailedNotice = (
  payment: PaymentRow,
  nextAttemptOn: string,
): NotificationDraft => ({
  kind: 'subscription.paymentFailed',
  priority: NotificationPriority.high,
  link: billingLink,
  params: { invoiceNumber: payment.invoiceNumber, nextAttemptOn },
});

export const pastDueNotice = (payment: PaymentRow): NotificationDraft => ({
  kind: 'subscription.pastDue',
  priority: NotificationPriority.high,
  link: billingLink,
  params: { invoiceNumber: payment.invoiceNumber },
});

export const trialEndingNotice = (trialEnd: string): NotificationDraft => ({
  kind: 'subscription.trialEnding',
  priority: NotificationPriority.normal,
  link: billingLink,
  params: { trialEnd },
});

export const paymentRecoveredNotice = (payment: PaymentRow): NotificationDraft => ({
  kind: 'subscription.paymentRecovered',
  priority: NotificationPriority.normal,
  link: billingLink,
  params: { invoiceNumber: payment.invoiceNumber },
});
