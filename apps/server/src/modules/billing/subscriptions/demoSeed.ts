import {
  addDays,
  BuyerKind,
  CARE_TIME_ZONE,
  CHARGE_ATTEMPT_DAYS,
  careDay,
  InvoiceSchedule,
  type OrganisationRef,
  PaymentFlag,
  PaymentMode,
  SubscriptionStatus,
  UnitOfMeasure,
} from '@hearth/domain';
import { desc, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import {
  agencies,
  invoiceNumberCounters,
  membershipProducts,
  partners,
  subscriptionPayments,
  subscriptions,
  taxRates,
} from '../../../db/schema/index.ts';
import { seedingMoment } from '../../../db/seed/seedingMoment.ts';
import type { Seeder, SeedTransaction } from '../../../db/seed/types.ts';
import type { ProductRow } from '../products/productRepo.ts';
import type { TaxRateRow } from '../taxRates/taxRateRepo.ts';
import { type DemoPeriod, type DemoTimeline, demoTimeline } from './demoHistory.ts';
import { type DemoMethod, type DemoPlan, demoPlans, demoReverseChargeRate } from './demoPlans.ts';
import { invoiceNumber, priceWithTax } from './invoicing.ts';
import { columnsOf, organisationOf } from './organisationColumns.ts';

/** A payment's columns, some computed by the database (instants on the agencies' clock). */
type PaymentInsert = PgInsertValue<typeof subscriptionPayments>;
/** A payment before its subscription exists and its number is taken. */
type PaymentDraft = Omit<PaymentInsert, 'subscriptionId' | 'invoiceNumber'> & {
  plan: number;
  issuedOn: string;
};

/** An instant of a day on the agencies' clock, as the database computes it. */
const careInstant = (day: string, time: string): SQL =>
  sql`(${day}::date + ${time}::time) AT TIME ZONE ${CARE_TIME_ZONE}`;
/** When the renewal charged or issued a period: early on its first day. */
const ISSUE_TIME = '06:00';
/** A card is charged at once; a pre-authorized debit clears some business days later. */
const DEBIT_CLEARING_DAYS = 3;

const compact = (day: string) => day.replaceAll('-', '');
const orgKey = (organisation: OrganisationRef) => `${organisation.kind}${organisation.id}`;

/** The demo organisations that exist and hold no live subscription yet, by name. */
async function subscribableOrganisations(tx: SeedTransaction) {
  const names = (kind: string) =>
    demoPlans
      .filter((plan) => plan.organisation.kind === kind)
      .map((plan) => plan.organisation.name);
  // One after another: the statements share the seeding transaction's connection.
  const agencyRows = await tx
    .select()
    .from(agencies)
    .where(inArray(agencies.name, names(BuyerKind.agency)));
  const partnerRows = await tx
    .select()
    .from(partners)
    .where(inArray(partners.name, names(BuyerKind.partner)));
  const live = await tx
    .select({ agencyId: subscriptions.agencyId, partnerId: subscriptions.partnerId })
    .from(subscriptions)
    .where(ne(subscriptions.status, SubscriptionStatus.cancelled));
  const subscribed = new Set(
    live.flatMap((row) => [`agency${row.agencyId}`, `partner${row.partnerId}`]),
  );
  const found = new Map<string, OrganisationRef>();
  for (const [kind, rows] of [
    [BuyerKind.agency, agencyRows],
    [BuyerKind.partner, partnerRows],
  ] as const) {
    for (const row of rows) {
      const organisation = { kind, id: row.id };
      if (!subscribed.has(orgKey(organisation))) {
        found.set(`${kind}:${row.name}`, organisation);
      }
    }
  }
  return found;
}

/** The region's rate on `day` among all rates, newest first: the latest that began by then. */
function rateOn(rates: readonly TaxRateRow[], plan: DemoPlan, day: string): TaxRateRow {
  const rate = rates.find(
    (candidate) =>
      candidate.country === plan.country &&
      candidate.province === plan.province &&
      candidate.effectiveFrom <= day,
  );
  if (rate === undefined) {
    throw new Error(`no tax rate for ${plan.country}-${plan.province} on ${day}`);
  }
  return rate;
}

/** How one period was settled: paid by the saved method or a recorded transfer, or still owed. */
function settlement(
  plan: DemoPlan,
  organisation: OrganisationRef,
  period: DemoPeriod,
  index: number,
  isLatest: boolean,
  today: string,
): Partial<PaymentInsert> {
  const method = plan.method;
  if (isLatest && plan.pastDue) {
    // Declined on each of the dunning's tries, so the renewal job leaves it to the owner.
    const lastTry = CHARGE_ATTEMPT_DAYS.at(-1) ?? 0;
    return {
      status: PaymentFlag.unpaid,
      chargeAttempts: CHARGE_ATTEMPT_DAYS.length,
      overdueAt: careInstant(addDays(period.start, lastTry), ISSUE_TIME),
    };
  }
  if (isLatest && method.mode === PaymentMode.invoice) {
    return { status: PaymentFlag.unpaid };
  }
  switch (method.mode) {
    case PaymentMode.creditCard:
      return {
        status: PaymentFlag.paid,
        paidAt: careInstant(period.start, '06:02'),
        cardBrand: method.cardType,
        cardLast4: method.last4,
        gatewayPaymentRef: `pi_demo_${orgKey(organisation)}_${compact(period.start)}`,
      };
    case PaymentMode.preAuthorizedDebit: {
      const clearedOn = addDaysCapped(period.start, DEBIT_CLEARING_DAYS, today);
      return {
        status: PaymentFlag.paid,
        paidAt: careInstant(clearedOn, '09:00'),
        cardLast4: method.last4,
        gatewayPaymentRef: `pi_demo_${orgKey(organisation)}_${compact(period.start)}`,
      };
    }
    case PaymentMode.invoice: {
      // Transfers arrive one to three weeks after the invoice, recorded as an administrator does.
      const paidOn = addDaysCapped(period.start, 7 + ((index * 5) % 14), today);
      return {
        status: PaymentFlag.paid,
        paidAt: careInstant(paidOn, '00:00'),
        reference: `${compact(paidOn)}-${String(4100 + index).padStart(4, '0')}`,
      };
    }
  }
}

/** `days` after `day`, but never after `cap` (today: nothing is paid in the future). */
function addDaysCapped(day: string, days: number, cap: string): string {
  const later = addDays(day, days);
  return later < cap ? later : cap;
}

/** The payments of one organisation's year, every period priced at its day's tax rate. */
function paymentDrafts(
  plan: DemoPlan,
  planIndex: number,
  organisation: OrganisationRef,
  product: ProductRow,
  timeline: DemoTimeline,
  rates: readonly TaxRateRow[],
  today: string,
): PaymentDraft[] {
  return timeline.periods.map((period, index) => {
    const priced = priceWithTax(product, rateOn(rates, plan, period.start));
    return {
      ...columnsOf(organisation),
      plan: planIndex,
      issuedOn: period.start,
      periodStart: period.start,
      periodEnd: period.end,
      amountCents: priced.priceCents,
      taxLines: priced.taxes,
      totalCents: priced.totalCents,
      currency: product.currency,
      paymentMode: plan.method.mode,
      issuedAt: careInstant(period.start, ISSUE_TIME),
      ...settlement(
        plan,
        organisation,
        period,
        index,
        index === timeline.periods.length - 1,
        today,
      ),
    };
  });
}

/**
 * Numbers the drafts as issuing would: per year of issue, in order of issue, continuing each
 * year's counter (one upsert for all years), so the sequence stays gapless.
 */
async function numbered(tx: SeedTransaction, drafts: PaymentDraft[]) {
  const ordered = [...drafts].sort(
    (a, b) => a.issuedOn.localeCompare(b.issuedOn) || a.plan - b.plan,
  );
  const perYear = new Map<number, number>();
  for (const draft of ordered) {
    const year = Number(draft.issuedOn.slice(0, 4));
    perYear.set(year, (perYear.get(year) ?? 0) + 1);
  }
  const counters = await tx
    .insert(invoiceNumberCounters)
    .values([...perYear].map(([year, count]) => ({ year, lastNumber: count })))
    .onConflictDoUpdate({
      target: invoiceNumberCounters.year,
      set: { lastNumber: sql`${invoiceNumberCounters.lastNumber} + excluded.last_number` },
    })
    .returning();
  const next = new Map(
    counters.map((row) => [row.year, row.lastNumber - (perYear.get(row.year) ?? 0) + 1]),
  );
  return ordered.map((draft) => {
    const year = Number(draft.issuedOn.slice(0, 4));
    const sequence = next.get(year) ?? 1;
    next.set(year, sequence + 1);
    return { draft, invoiceNumber: invoiceNumber(year, sequence) };
  });
}

/** The saved payment method renewals are charged to, as the gateway names it; none on invoice. */
function savedMethodColumns(method: DemoMethod, organisation: OrganisationRef) {
  if (method.mode === PaymentMode.invoice) {
    return {};
  }
  return {
    gatewayCustomerRef: `cus_demo_${orgKey(organisation)}`,
    paymentMethodRef: `pm_demo_${orgKey(organisation)}`,
    paymentMethodType: method.mode === PaymentMode.creditCard ? 'card' : 'acssDebit',
    cardType: method.mode === PaymentMode.creditCard ? method.cardType : null,
    paymentMethodLast4: method.last4,
  };
}

/**
 * Every demo agency and partner on a monthly plan with a year of history: most pay by card (each
 * a different card type), one by pre-authorized debit, one by invoice (transfers recorded, the
 * latest invoice owed), and the partner is past due after its latest charge was declined.
 */
export const demoSubscriptionsSeeder: Seeder = {
  name: 'billing.demo-subscriptions',
  async run(tx) {
    const today = careDay(await seedingMoment(tx));
    await tx.insert(taxRates).values(demoReverseChargeRate).onConflictDoNothing();
    const organisations = await subscribableOrganisations(tx);
    const products = await tx.select().from(membershipProducts);
    const rates = await tx.select().from(taxRates).orderBy(desc(taxRates.effectiveFrom));

    const subscribers = demoPlans.flatMap((plan, planIndex) => {
      const organisation = organisations.get(`${plan.organisation.kind}:${plan.organisation.name}`);
      const product = products.find(
        (candidate) =>
          candidate.names['en-US'] === plan.product && candidate.currency === plan.currency,
      );
      if (organisation === undefined || product === undefined) {
        return [];
      }
      const timeline = demoTimeline(today, plan.daysIntoPeriod, product.trialDays);
      return [{ plan, planIndex, organisation, product, timeline }];
    });
    if (subscribers.length === 0) {
      return;
    }

    const created = await tx
      .insert(subscriptions)
      .values(
        subscribers.map(({ plan, organisation, product, timeline }) => {
          const current = timeline.periods.at(-1) ?? { start: today, end: today };
          return {
            ...columnsOf(organisation),
            productId: product.id,
            status: plan.pastDue ? SubscriptionStatus.pastDue : SubscriptionStatus.active,
            paymentMode: plan.method.mode,
            invoiceSchedule: InvoiceSchedule.advance,
            unitOfMeasure: UnitOfMeasure.monthly,
            country: plan.country,
            province: plan.province,
            currentPeriodStart: current.start,
            currentPeriodEnd: current.end,
            anchorDay: timeline.anchorDay,
            trialEnd: timeline.trialEnd,
            ...savedMethodColumns(plan.method, organisation),
            createdAt: careInstant(timeline.trialStart, '10:00'),
          };
        }),
      )
      .returning();

    const drafts = subscribers.flatMap(({ plan, planIndex, organisation, product, timeline }) =>
      paymentDrafts(plan, planIndex, organisation, product, timeline, rates, today),
    );
    const subscriptionOf = new Map(created.map((row) => [orgKey(organisationOf(row)), row.id]));
    const subscriptionOfPlan = new Map(
      subscribers.map(({ planIndex, organisation }) => [
        planIndex,
        subscriptionOf.get(orgKey(organisation)) ?? 0,
      ]),
    );
    const payments = await numbered(tx, drafts);
    await tx.insert(subscriptionPayments).values(
      payments.map(({ draft: { plan, issuedOn: _issuedOn, ...values }, invoiceNumber }) => ({
        ...values,
        subscriptionId: subscriptionOfPlan.get(plan) ?? 0,
        invoiceNumber,
      })),
    );
  },
};
