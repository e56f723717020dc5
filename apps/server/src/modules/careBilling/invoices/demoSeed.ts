import {
  AssessmentRateUnit,
  addDays,
  careDay,
  chargeCents,
  firstOfMonth,
  splitTotal,
} from '@hearth/domain';
import { and, asc, eq } from 'drizzle-orm';
import {
  agencies,
  assessments,
  careInvoiceLines,
  careInvoiceNumberCounters,
  careInvoices,
  patientContacts,
  users,
} from '../../../db/schema/index.ts';
import { seedingMoment } from '../../../db/seed/seedingMoment.ts';
import type { Seeder, SeedTransaction } from '../../../db/seed/types.ts';
import { defaultSettings } from '../settings/defaults.ts';
import { invoiceNumberOf, issueDays } from './issueDays.ts';

const DEMO_OWNER_EMAIL = 'agency@demo.hearth.test';
const DEMO_FAMILY_EMAIL = 'user@demo.hearth.test';
/** Three-hour visits on these days of last month. */
const VISIT_DAYS = [2, 9, 16, 23];
const VISIT_MINUTES = 180;

type SplitBooking = {
  id: number;
  agencyId: number;
  patientId: number;
  payerId: number;
  rateCents: number;
  shareBasisPoints: number;
};

/** The demo agency's split booking (payer and family share it), the family user's to follow. */
async function splitBooking(tx: SeedTransaction): Promise<SplitBooking | undefined> {
  const [row] = await tx
    .select({
      id: assessments.id,
      agencyId: assessments.agencyId,
      patientId: assessments.patientId,
      payerId: assessments.payerId,
      rateCents: assessments.rateCents,
      shareBasisPoints: assessments.payerShareBasisPoints,
    })
    .from(assessments)
    .innerJoin(users, eq(users.agencyId, assessments.agencyId))
    .where(and(eq(users.email, DEMO_OWNER_EMAIL), eq(assessments.billTo, 'split')))
    .orderBy(asc(assessments.id))
    .limit(1);
  if (
    row?.payerId == null ||
    row.patientId === null ||
    row.rateCents === null ||
    row.shareBasisPoints === null
  ) {
    return undefined;
  }
  return {
    ...row,
    patientId: row.patientId,
    payerId: row.payerId,
    rateCents: row.rateCents,
    shareBasisPoints: row.shareBasisPoints,
  };
}

/** The demo family user becomes a contact of the patient, with their own account. */
async function linkFamily(tx: SeedTransaction, patientId: number): Promise<void> {
  const [family] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, DEMO_FAMILY_EMAIL));
  if (family !== undefined) {
    await tx
      .insert(patientContacts)
      .values({ patientId, name: family.name, email: family.email, userId: family.id });
  }
}

/**
 * Last month's visits of the booking on one recipient's invoice: the payer's share or the
 * family's, each line split as the rules split it, so the two invoices add up to the visits.
 */
async function draftFor(
  tx: SeedTransaction,
  booking: SplitBooking,
  period: { start: string; end: string },
  recipient: 'payer' | 'patient',
): Promise<number> {
  const lines = VISIT_DAYS.map((day, index) => {
    const visitCents = chargeCents(AssessmentRateUnit.hour, booking.rateCents, {
      billedMinutes: VISIT_MINUTES,
      visits: 1,
      careDays: 1,
    });
    const split = splitTotal(visitCents, booking.shareBasisPoints / 100);
    const payer = recipient === 'payer';
    return {
      position: index + 1,
      kind: 'visit',
      assessmentId: booking.id,
      serviceDate: addDays(period.start, day - 1),
      quantity: VISIT_MINUTES,
      quantityUnit: 'minutes',
      rateCents: booking.rateCents,
      rateUnit: 'hour',
      shareBasisPoints: payer ? booking.shareBasisPoints : 10_000 - booking.shareBasisPoints,
      amountCents: payer ? split.payerCents : split.privateCents,
    };
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const [invoice] = await tx
    .insert(careInvoices)
    .values({
      agencyId: booking.agencyId,
      recipient,
      payerId: recipient === 'payer' ? booking.payerId : null,
      patientId: booking.patientId,
      periodStart: period.start,
      periodEnd: period.end,
      currency: 'CAD',
      subtotalCents,
      taxLines: [],
      totalCents: subtotalCents,
    })
    .returning({ id: careInvoices.id });
  if (invoice === undefined) {
    throw new Error('demo invoice not written');
  }
  await tx
    .insert(careInvoiceLines)
    .values(lines.map((line) => ({ ...line, invoiceId: invoice.id })));
  return invoice.id;
}

/**
 * Until the invoice runs have demo data of their own: last month's invoices of the demo agency's
 * split booking, the family's share issued (the demo family user, a contact of that patient, sees
 * and downloads it) and the payer's share a draft for the agency to issue; and a private draft of
 * the month before, so the list shows more than one period.
 */
export const demoCareInvoicesSeeder: Seeder = {
  name: 'demo-care-invoices',
  async run(tx) {
    const booking = await splitBooking(tx);
    if (booking === undefined) {
      return;
    }
    await linkFamily(tx, booking.patientId);
    const moment = await seedingMoment(tx);
    const end = firstOfMonth(careDay(moment));
    const start = firstOfMonth(addDays(end, -1));
    const family = await draftFor(tx, booking, { start, end }, 'patient');
    await draftFor(tx, booking, { start, end }, 'payer');
    await draftFor(tx, booking, { start: firstOfMonth(addDays(start, -1)), end: start }, 'patient');

    const [agency] = await tx
      .select({ name: agencies.name })
      .from(agencies)
      .where(eq(agencies.id, booking.agencyId));
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_OWNER_EMAIL));
    // The demo agency bills by the defaults until its owner saves settings of its own.
    const settings = defaultSettings(agency?.name ?? '');
    await tx
      .insert(careInvoiceNumberCounters)
      .values({ agencyId: booking.agencyId, lastNumber: 1 });
    await tx
      .update(careInvoices)
      .set({
        status: 'issued',
        number: invoiceNumberOf(settings.invoicePrefix, 1),
        ...issueDays(moment, settings.paymentTermsDays),
        issuedAt: moment,
        issuedBy: owner?.id ?? null,
      })
      .where(eq(careInvoices.id, family));
  },
};
