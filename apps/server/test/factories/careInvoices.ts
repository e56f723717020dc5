import type { CareInvoiceStatus } from '@hearth/domain';
import type { Database } from '../../src/db/client.ts';
import { careInvoiceLines, careInvoices } from '../../src/db/schema/index.ts';

let sequence = 0;

/**
 * An issued care invoice straight in the database, with one visit line per assessment given, as
 * the issuing part would leave it: numbered, with its issue and due days. The payments' tests use
 * it so they do not depend on the run and issue endpoints.
 */
export async function createIssuedInvoice(
  db: Database,
  options: {
    agencyId: number;
    patientId: number;
    payerId?: number | null;
    assessmentIds?: number[];
    totalCents: number;
    issuedOn?: string;
    dueOn?: string;
    status?: Exclude<CareInvoiceStatus, 'draft' | 'voided'>;
    paidCents?: number;
  },
): Promise<number> {
  sequence += 1;
  const payerId = options.payerId ?? null;
  const [invoice] = await db
    .insert(careInvoices)
    .values({
      agencyId: options.agencyId,
      recipient: payerId === null ? 'patient' : 'payer',
      payerId,
      patientId: options.patientId,
      number: `TEST-${sequence}`,
      status: options.status ?? 'issued',
      periodStart: '2026-09-01',
      periodEnd: '2026-10-01',
      issuedOn: options.issuedOn ?? '2026-10-01',
      dueOn: options.dueOn ?? '2026-10-31',
      issuedAt: new Date(),
      currency: 'CAD',
      subtotalCents: options.totalCents,
      taxLines: [],
      totalCents: options.totalCents,
      paidCents: options.paidCents ?? 0,
    })
    .returning({ id: careInvoices.id });
  if (invoice === undefined) {
    throw new Error('no invoice created');
  }
  const assessmentIds = options.assessmentIds ?? [];
  if (assessmentIds.length > 0) {
    await db.insert(careInvoiceLines).values(
      assessmentIds.map((assessmentId, index) => ({
        invoiceId: invoice.id,
        position: index + 1,
        kind: 'visit',
        assessmentId,
        serviceDate: '2026-09-05',
        quantity: 1,
        quantityUnit: 'visits',
        rateCents: options.totalCents,
        rateUnit: 'visit',
        amountCents: Math.floor(options.totalCents / assessmentIds.length),
      })),
    );
  }
  return invoice.id;
}
