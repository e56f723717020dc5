import {
  BuyerKind,
  CardType,
  careDay,
  type Locale,
  PaymentFlag,
  PaymentMode,
} from '@hearth/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import { membershipProducts, partners, subscriptions } from '../../../../db/schema/index.ts';
import { addressLines } from '../../../../platform/pdf/invoicePage.ts';
import {
  type AgencyPostalAddress,
  createAgencyPostalAddresses,
} from '../../../directory/agencies/index.ts';
import { taxLinesDto } from '../invoicing.ts';
import { organisationOf } from '../organisationColumns.ts';
import type { PaymentRow } from '../paymentRepo.ts';
import { type InvoiceFacts, renderInvoicePdf } from './invoicePdf.ts';
import { invoiceWords } from './invoiceWords.ts';

const countryName = (address: AgencyPostalAddress, locale: Locale): string | null =>
  address.country === null ? null : invoiceWords[locale].countries[address.country];

/** Invoices and receipts of subscription payments, as PDF files. */
export function createInvoiceDocuments(db: Database) {
  const agencyAddresses = createAgencyPostalAddresses(db);

  async function productNameOf(subscriptionId: number, locale: Locale): Promise<string> {
    const [row] = await db
      .select({ names: membershipProducts.names })
      .from(subscriptions)
      .innerJoin(membershipProducts, eq(membershipProducts.id, subscriptions.productId))
      .where(eq(subscriptions.id, subscriptionId));
    return row?.names[locale] ?? '';
  }

  async function billedTo(payment: PaymentRow, locale: Locale): Promise<InvoiceFacts['billedTo']> {
    const organisation = organisationOf(payment);
    if (organisation.kind === BuyerKind.agency) {
      const address = await agencyAddresses.find(organisation.id);
      return address === undefined
        ? { name: '', lines: [] }
        : { name: address.name, lines: addressLines(address, countryName(address, locale)) };
    }
    // Partners have no postal address on record yet: their name stands alone.
    const [partner] = await db
      .select({ name: partners.name })
      .from(partners)
      .where(eq(partners.id, organisation.id));
    return { name: partner?.name ?? '', lines: [] };
  }

  return {
    /** The PDF of a payment the caller may already see (the service checked who asks). */
    async pdf(payment: PaymentRow, locale: Locale): Promise<Buffer> {
      const card =
        payment.cardLast4 === null
          ? null
          : {
              type: CardType.schema.safeParse(payment.cardBrand).data ?? null,
              last4: payment.cardLast4,
            };
      const facts: InvoiceFacts = {
        invoiceNumber: payment.invoiceNumber,
        issuedOn: careDay(payment.issuedAt),
        periodStart: payment.periodStart,
        periodEnd: payment.periodEnd,
        productName: await productNameOf(payment.subscriptionId, locale),
        amountCents: payment.amountCents,
        taxes: taxLinesDto(payment.taxLines),
        totalCents: payment.totalCents,
        currency: payment.currency,
        paymentMode: PaymentMode.schema.parse(payment.paymentMode),
        card,
        status: PaymentFlag.schema.parse(payment.status),
        paidOn: payment.paidAt === null ? null : careDay(payment.paidAt),
        reference: payment.reference,
        refundedOn: payment.refundedAt === null ? null : careDay(payment.refundedAt),
        voidReason: payment.voidReason,
        billedTo: await billedTo(payment, locale),
      };
      return renderInvoicePdf(facts, locale);
    },
  };
}

export type InvoiceDocuments = ReturnType<typeof createInvoiceDocuments>;
