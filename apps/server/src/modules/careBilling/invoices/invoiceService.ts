import type { CareInvoice, CareInvoiceDetail, CareInvoiceListQuery, Locale } from '@hearth/domain';
import { careDay } from '@hearth/domain';
import type { Database, Transaction } from '../../../db/client.ts';
import type { AuditContext } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import { assertExportable } from '../../../platform/listExport.ts';
import { canBillForAgency, invoiceScopeOf } from '../policy.ts';
import type { SettingsService } from '../settings/settingsService.ts';
import type { CareInvoiceDocuments } from './documents/careInvoiceDocuments.ts';
import { type InvoiceChange, issueLocked, voidLocked } from './invoiceChanges.ts';
import { invoiceDto, invoiceLineDto } from './invoiceDto.ts';
import type { InvoiceFilter, InvoiceRepo, InvoiceRow } from './invoiceRepo.ts';

const notFound = () => new AppError('not_found', 'invoice_not_found');

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

  /** A change made now by the actor, on the terms its agency bills by today. */
  const changeBy = (actor: Actor, context: AuditContext): InvoiceChange => ({
    at: new Date(),
    by: actor.userId,
    context,
    termsOf: (agencyId) => settings.of(agencyId),
  });

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
      await db.transaction(async (tx) =>
        issueLocked(tx, repo, await lockBillable(tx, actor, ids), changeBy(actor, context)),
      );
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
        await voidLocked(tx, repo, invoice, reason, changeBy(actor, context));
      });
      return detailOf(await visible(actor, id));
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
