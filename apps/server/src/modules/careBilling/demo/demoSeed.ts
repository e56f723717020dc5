import { addDays, careDay, firstOfMonth } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { agencies } from '../../../db/schema/index.ts';
import { seedingMoment } from '../../../db/seed/seedingMoment.ts';
import type { Seeder } from '../../../db/seed/types.ts';
import { demoBookingContext } from '../../care/assessments/seed.ts';
import { defaultSettings } from '../settings/defaults.ts';
import { type DemoInvoice, demoOffice } from './demoBilling.ts';
import { checkOutLate, type DemoBooking, seedDemoCare } from './demoVisitsSeed.ts';

// Two whole months of the demo agency's care, billed as an agency bills them: the month before
// last run, issued on the day after it ended, mostly paid (one invoice partly, and the
// shared-living resident's placement when it was billed that month), one left unpaid
// past its due day, one voided with its credit note and drafted again with a visit whose
// check-out came late; last month run and
// issued, not yet due, with the family's unfinished visit an exception of its run.

/** Why the office voided one invoice: a correction, as the void dialog asks. */
export const DEMO_VOID_REASON =
  "Sent before the payer's authorization number was on file; a corrected invoice follows.";

const invoiceOf = (
  drafts: readonly DemoInvoice[],
  booking: DemoBooking,
  recipient: 'payer' | 'patient',
): DemoInvoice => {
  const invoice = drafts.find(
    (draft) => draft.patientId === booking.patientId && draft.recipient === recipient,
  );
  if (invoice === undefined) {
    throw new Error('A demo booking was not billed');
  }
  return invoice;
};

export const demoCareBillingSeeder: Seeder = {
  name: 'careBilling.demo-months',
  async run(tx) {
    const context = await demoBookingContext(tx);
    if (context === undefined) {
      return;
    }
    const thisMonth = firstOfMonth(careDay(await seedingMoment(tx)));
    const lastMonth = firstOfMonth(addDays(thisMonth, -1));
    const monthBefore = firstOfMonth(addDays(lastMonth, -1));
    const care = await seedDemoCare(tx, context, { from: monthBefore, lastMonth, to: thisMonth });
    if (care === undefined) {
      return;
    }
    const [agency] = await tx
      .select({ name: agencies.name })
      .from(agencies)
      .where(eq(agencies.id, context.agencyId));
    // The demo agency bills by the defaults until its owner saves settings of its own.
    const office = demoOffice(tx, context, defaultSettings(agency?.name ?? ''));
    const [partlyPaid, overdue, corrected] = care.payer;
    if (partlyPaid === undefined || overdue === undefined || corrected === undefined) {
      return;
    }

    const older = await office.run(monthBefore, lastMonth);
    await office.issue(older.drafts, { day: lastMonth, time: '09:30' });
    const paidOn = (days: number) => addDays(lastMonth, days);
    await office.pay(invoiceOf(older.drafts, care.private, 'patient'), {
      method: 'cheque',
      reference: 'Cheque 1042',
      receivedOn: paidOn(8),
    });
    await office.pay(invoiceOf(older.drafts, care.split, 'patient'), {
      method: 'card',
      reference: 'Card authorization 730118',
      receivedOn: paidOn(11),
    });
    await office.pay(invoiceOf(older.drafts, care.split, 'payer'), {
      method: 'bankTransfer',
      reference: 'EFT 2048813',
      receivedOn: paidOn(17),
    });
    const partly = invoiceOf(older.drafts, partlyPaid, 'payer');
    await office.pay(partly, {
      method: 'cheque',
      reference: 'Cheque 5517',
      receivedOn: paidOn(24),
      amountCents: Math.floor(partly.totalCents / 2),
    });
    // The shared-living resident pays her placement's invoice of that month, when the run billed
    // one (she moved in weeks ago, so which months bill her follows the seeding day).
    const placement = older.drafts.find((draft) => draft.referralId !== null);
    if (placement !== undefined) {
      await office.pay(placement, {
        method: 'bankTransfer',
        reference: 'EFT 2051276',
        receivedOn: paidOn(14),
      });
    }
    // `overdue`'s invoice is left unpaid: its due day passed before the demo is seeded.
    await office.void(invoiceOf(older.drafts, corrected, 'payer'), DEMO_VOID_REASON, {
      day: paidOn(3),
      time: '10:15',
    });
    // A private visit's check-out, sent from a phone that was offline, arrives after the run.
    await checkOutLate(tx, care.lateVisitId);
    // Run again, the voided invoice's visits and the late visit are drafted, for the office to
    // check and issue: two drafts no other run replaces.
    await office.run(monthBefore, lastMonth);

    const last = await office.run(lastMonth, thisMonth);
    await office.issue(last.drafts, { day: thisMonth, time: '09:30' });
  },
};
