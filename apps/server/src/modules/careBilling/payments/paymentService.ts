import {
  type CarePaymentCreate,
  type CarePaymentListQuery,
  CarePaymentValidation,
  careDay,
  type OpenInvoiceQuery,
} from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import type { AuditContext } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError, type FieldProblems } from '../../../platform/errors.ts';
import { assertExportable } from '../../../platform/listExport.ts';
import { canSeeAgencyBilling, isAdmin } from '../policy.ts';
import type { AllocationRow, PaymentFilter, PaymentRepo, PaymentRow } from './paymentRepo.ts';
import { recordPaymentIn } from './recordPayment.ts';

export type PaymentWithAllocations = PaymentRow & { allocations: AllocationRow[] };

const invalid = (errors: FieldProblems) =>
  new AppError('validation_failed', 'validation_failed', errors);

const noAgency = () => new AppError('not_found', 'agency_not_found');
const noResident = () => new AppError('not_found', 'resident_not_found');

export function createPaymentService(db: Database, payments: PaymentRepo) {
  /** An agency staff member's own agency, or any for an admin; 404 otherwise. */
  function assertAgency(actor: Actor, agencyId: number): void {
    if (!canSeeAgencyBilling(actor, agencyId)) {
      throw noAgency();
    }
  }

  /** A resident pays only an agency that billed their placement: another's resident is not found. */
  async function assertResident(agencyId: number, referralId: number | null | undefined) {
    if (
      referralId !== null &&
      referralId !== undefined &&
      !(await payments.billsResident(agencyId, referralId))
    ) {
      throw noResident();
    }
  }

  function filterFor(actor: Actor, query: CarePaymentListQuery): PaymentFilter {
    const { page: _page, perPage: _perPage, ...filter } = query;
    return { ...filter, agencyIds: isAdmin(actor) ? undefined : actor.agencyIds };
  }

  async function withAllocations(rows: PaymentRow[]): Promise<PaymentWithAllocations[]> {
    if (rows.length === 0) {
      return [];
    }
    const allocations = await payments.allocationsOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      ...row,
      allocations: allocations.filter((allocation) => allocation.paymentId === row.id),
    }));
  }

  async function show(actor: Actor, paymentId: number): Promise<PaymentWithAllocations> {
    const row = await payments.find(db, paymentId);
    if (row === undefined || !canSeeAgencyBilling(actor, row.agencyId)) {
      throw new AppError('not_found', 'payment_not_found');
    }
    const [payment] = await withAllocations([row]);
    return payment ?? { ...row, allocations: [] };
  }

  return {
    async list(actor: Actor, query: CarePaymentListQuery) {
      const filter = filterFor(actor, query);
      const [rows, total] = await Promise.all([
        payments.rows(filter, query.perPage, (query.page - 1) * query.perPage),
        payments.count(filter),
      ]);
      return { rows: await withAllocations(rows), total };
    },

    /** Every payment the filters match, refused whole beyond the export limit. */
    async exportRows(actor: Actor, query: CarePaymentListQuery) {
      const filter = filterFor(actor, query);
      const matching = await payments.count(filter);
      assertExportable(matching);
      return withAllocations(await payments.rows(filter, matching));
    },

    async openInvoices(actor: Actor, query: OpenInvoiceQuery) {
      assertAgency(actor, query.agencyId);
      await assertResident(query.agencyId, query.referralId);
      return payments.openInvoices(query);
    },

    /**
     * Records money received and spreads it over the invoices it settles: each invoice's paid
     * amount and status, the payment flag of the assessments they bill and the audit row commit
     * together, or nothing does.
     */
    async record(
      actor: Actor,
      input: CarePaymentCreate,
      context: AuditContext,
      now: Date = new Date(),
    ): Promise<PaymentWithAllocations> {
      assertAgency(actor, input.agencyId);
      await assertResident(input.agencyId, input.referralId);
      if (input.receivedOn > careDay(now)) {
        throw invalid({ receivedOn: [CarePaymentValidation.receivedInFuture] });
      }
      const paymentId = await db.transaction((tx) =>
        recordPaymentIn(tx, payments, input, { userId: actor.userId, context }),
      );
      return show(actor, paymentId);
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
