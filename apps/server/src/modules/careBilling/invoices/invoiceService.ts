import type {
  CareInvoice,
  CareInvoiceDetail,
  CareInvoiceListQuery,
  CareInvoiceStatus,
  Locale,
} from '@hearth/domain';
import { careDay } from '@hearth/domain';
import type { Database, Transaction } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import { assertExportable } from '../../../platform/listExport.ts';
import { recomputePaymentFlags } from '../payments/index.ts';
import { canBillForAgency, invoiceScopeOf } from '../policy.ts';
import type { SettingsService } from '../settings/settingsService.ts';
import type { CareInvoiceDocuments } from './documents/careInvoiceDocuments.ts';
import { invoiceDto, invoiceLineDto } from './invoiceDto.ts';
import type { InvoiceFilter, InvoiceRepo, InvoiceRow } from './invoiceRepo.ts';
import { invoiceNumberOf, issueDays } from './issueDays.ts';

const notFound = () => new AppError('not_found', 'No such invoice.');

/** What can be voided: an invoice still owed in full (issued, or held by a dispute). */
const VOIDABLE: readonly CareInvoiceStatus[] = ['issued', 'disputed'];

function refusedVoid(status: string, paidCents: number): AppError | undefined {
  if (paidCents > 0) {
    return new AppError(
      'conflict',
      'This invoice has payments recorded. Record a refund of them first, then void it.',
    );
  }
  if (status === 'draft') {
    return new AppError('conflict', 'A draft is not issued yet: there is nothing to void.');
  }
  if (!VOIDABLE.includes(status as CareInvoiceStatus)) {
    return new AppError('conflict', 'This invoice is already voided.');
  }
  return undefined;
}

export type InvoiceServiceDeps = {
  repo: InvoiceRepo;
  settings: SettingsService;
  documents: CareInvoiceDocuments;
};

export function createInvoiceService(
  db: Database,
  { repo, settings, documents }: InvoiceServiceDeps,
) {
  async function visible(actor: Actor, id: number): Promise<InvoiceRow> {
    const row = await repo.find(invoiceScopeOf(actor), id);
    if (row === undefined) {
      throw notFound();
    }
    return row;
  }

  async function detailOf(row: InvoiceRow): Promise<CareInvoiceDetail> {
    const lines = await repo.lines(row.invoice.id);
    return { ...invoiceDto(row), lines: lines.map(invoiceLineDto) };
  }

  /** Locks the invoices and checks the actor bills for each; one they may not answers 404. */
  async function lockBillable(tx: Transaction, actor: Actor, ids: readonly number[]) {
    const unique = [...new Set(ids)];
    const locked = await repo.lockForChange(tx, unique);
    if (
      locked.length !== unique.length ||
      locked.some((invoice) => !canBillForAgency(actor, invoice.agencyId))
    ) {
      throw notFound();
    }
    return locked;
  }

  return {
    async list(
      actor: Actor,
      { page, perPage, ...filter }: CareInvoiceListQuery,
    ): Promise<{ rows: CareInvoice[]; total: number }> {
      const found = await repo.page(invoiceScopeOf(actor), filter, careDay(), { page, perPage });
      return { rows: found.rows.map(invoiceDto), total: found.total };
    },

    async show(actor: Actor, id: number): Promise<CareInvoiceDetail> {
      return detailOf(await visible(actor, id));
    },

    /** The rows of the list's export, refused whole beyond the export limit. */
    async exportRows(actor: Actor, filter: InvoiceFilter): Promise<CareInvoice[]> {
      const scope = invoiceScopeOf(actor);
      const today = careDay();
      const matching = await repo.count(scope, filter, today);
      assertExportable(matching);
      const found = await repo.page(scope, filter, today, {
        page: 1,
        perPage: Math.max(matching, 1),
      });
      return found.rows.map(invoiceDto);
    },

    async pdf(actor: Actor, id: number, locale: Locale) {
      const invoice = await detailOf(await visible(actor, id));
      const name = invoice.creditNoteNumber ?? invoice.number ?? `draft-${invoice.id}`;
      return { filename: `${name}.pdf`, bytes: await documents.pdf(invoice, locale) };
    },

    /**
     * Numbers and issues drafts, all or none: dated today in the agency, due after its payment
     * terms, each with the next number of its agency's sequence.
     */
    async issue(
      actor: Actor,
      ids: readonly number[],
      context: AuditContext,
    ): Promise<CareInvoice[]> {
      await db.transaction(async (tx) => {
        const drafts = await lockBillable(tx, actor, ids);
        const issued = drafts.find((invoice) => invoice.status !== 'draft');
        if (issued !== undefined) {
          throw new AppError(
            'conflict',
            `Invoice ${issued.number} is already issued; an issued invoice never changes.`,
          );
        }
        for (const draft of drafts) {
          const terms = await settings.of(draft.agencyId);
          const days = issueDays(new Date(), terms.paymentTermsDays);
          const number = invoiceNumberOf(
            terms.invoicePrefix,
            await repo.takeNumber(tx, draft.agencyId),
          );
          await repo.markIssued(tx, draft.id, { number, ...days, issuedBy: actor.userId });
          await writeAudit(tx, context, {
            action: 'careBilling.invoice.issued',
            subjectType: 'careInvoice',
            subjectId: draft.id,
            agencyId: draft.agencyId,
            details: { number, totalCents: draft.totalCents },
          });
        }
        // A new invoice owed makes its assessments unpaid again, in the same transaction.
        await recomputePaymentFlags(tx, ids);
      });
      const scope = invoiceScopeOf(actor);
      const rows = await Promise.all(ids.map((id) => repo.find(scope, id)));
      return rows.filter((row) => row !== undefined).map(invoiceDto);
    },

    /** Cancels an unpaid issued invoice with a credit note numbered in the same sequence. */
    async void(
      actor: Actor,
      id: number,
      reason: string,
      context: AuditContext,
    ): Promise<CareInvoiceDetail> {
      await db.transaction(async (tx) => {
        const [invoice] = await lockBillable(tx, actor, [id]);
        if (invoice === undefined) {
          throw notFound();
        }
        const refusal = refusedVoid(invoice.status, invoice.paidCents);
        if (refusal !== undefined) {
          throw refusal;
        }
        const terms = await settings.of(invoice.agencyId);
        const creditNoteNumber = invoiceNumberOf(
          terms.invoicePrefix,
          await repo.takeNumber(tx, invoice.agencyId),
        );
        await repo.markVoided(tx, id, {
          voidedOn: careDay(),
          voidReason: reason,
          creditNoteNumber,
        });
        await recomputePaymentFlags(tx, [id]);
        // The reason is free text about a person's care: it stays on the invoice, not in the log.
        await writeAudit(tx, context, {
          action: 'careBilling.invoice.voided',
          subjectType: 'careInvoice',
          subjectId: id,
          agencyId: invoice.agencyId,
          details: { number: invoice.number, creditNoteNumber },
        });
      });
      return detailOf(await visible(actor, id));
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
