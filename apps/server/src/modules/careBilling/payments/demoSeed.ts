import { addDays, careDay } from '@hearth/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { assessments, careInvoiceLines, careInvoices } from '../../../db/schema/index.ts';
import { seedingMoment } from '../../../db/seed/seedingMoment.ts';
import type { Seeder, SeedTransaction } from '../../../db/seed/types.ts';
import { demoBookingContext } from '../../care/assessments/seed.ts';

// Until the invoice runs seed the demo's months of invoices, a few issued ones of the demo agency
// give its payments and receivables pages something to show and to settle: one payer invoice
// overdue and one current (the family's share of the split booking is the invoices' demo).

type DemoInvoice = {
  number: string;
  issuedDaysAgo: number;
  termsDays: number;
  hours: number;
};

const DEMO_INVOICES: readonly DemoInvoice[] = [
  { number: 'DEMO-0001', issuedDaysAgo: 45, termsDays: 30, hours: 15 },
  { number: 'DEMO-0002', issuedDaysAgo: 10, termsDays: 30, hours: 12 },
];

/** The demo agency's first booking billed to its payer by the hour. */
async function firstPayerBooking(tx: SeedTransaction, agencyId: number) {
  const [row] = await tx
    .select({
      id: assessments.id,
      patientId: assessments.patientId,
      payerId: assessments.payerId,
      rateCents: assessments.rateCents,
    })
    .from(assessments)
    .where(
      and(
        eq(assessments.agencyId, agencyId),
        eq(assessments.billTo, 'payer'),
        isNotNull(assessments.patientId),
        eq(assessments.rateUnit, 'hour'),
      ),
    )
    .orderBy(asc(assessments.id))
    .limit(1);
  return row;
}

async function insertInvoice(
  tx: SeedTransaction,
  agencyId: number,
  invoice: DemoInvoice,
  today: string,
): Promise<void> {
  const booking = await firstPayerBooking(tx, agencyId);
  if (booking?.patientId == null || booking.payerId === null || booking.rateCents === null) {
    return;
  }
  const issuedOn = addDays(today, -invoice.issuedDaysAgo);
  const periodStart = addDays(issuedOn, -14);
  const totalCents = booking.rateCents * invoice.hours;
  const [row] = await tx
    .insert(careInvoices)
    .values({
      agencyId,
      recipient: 'payer',
      payerId: booking.payerId,
      patientId: booking.patientId,
      periodStart,
      periodEnd: issuedOn,
      currency: 'CAD',
      subtotalCents: totalCents,
      taxLines: [],
      totalCents,
    })
    .returning({ id: careInvoices.id });
  if (row === undefined) {
    return;
  }
  await tx.insert(careInvoiceLines).values({
    invoiceId: row.id,
    position: 1,
    kind: 'advance',
    assessmentId: booking.id,
    serviceDate: periodStart,
    quantity: invoice.hours * 60,
    quantityUnit: 'minutes',
    rateCents: booking.rateCents,
    rateUnit: 'hour',
    amountCents: totalCents,
  });
  // Issued once its line is in: an issued invoice's lines are frozen.
  await tx
    .update(careInvoices)
    .set({
      number: invoice.number,
      status: 'issued',
      issuedOn,
      dueOn: addDays(issuedOn, invoice.termsDays),
      issuedAt: new Date(`${issuedOn}T17:00:00Z`),
    })
    .where(eq(careInvoices.id, row.id));
}

export const demoCareInvoicesForPaymentsSeeder: Seeder = {
  name: 'careBilling.demoIssuedInvoices',
  async run(tx) {
    const context = await demoBookingContext(tx);
    if (context === undefined) {
      return;
    }
    const today = careDay(await seedingMoment(tx));
    for (const invoice of DEMO_INVOICES) {
      await insertInvoice(tx, context.agencyId, invoice, today);
    }
  },
};
