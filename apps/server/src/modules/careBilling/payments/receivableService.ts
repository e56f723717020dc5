import {
  Currency,
  careDay,
  type ReceivableAmounts,
  type ReceivableRow,
  type Receivables,
  type ReceivablesQuery,
  receivableBucketOf,
} from '@hearth/domain';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import { canSeeAgencyBilling } from '../policy.ts';
import type { OpenBalanceRow, ReceivableRepo } from './receivableRepo.ts';

const noAmounts = (): ReceivableAmounts => ({
  current: 0,
  days1To30: 0,
  days31To60: 0,
  days61To90: 0,
  over90: 0,
  total: 0,
});

function addTo(amounts: ReceivableAmounts, balance: OpenBalanceRow, asOf: string): void {
  amounts[receivableBucketOf(balance.dueOn, asOf)] += balance.balanceCents;
  amounts.total += balance.balanceCents;
}

/** Payers by name, then the one private-pay row. */
function byRecipient(a: ReceivableRow, b: ReceivableRow): number {
  if (a.recipient !== b.recipient) {
    return a.recipient === 'payer' ? -1 : 1;
  }
  return (
    (a.payer?.name ?? '').localeCompare(b.payer?.name ?? '') || a.currency.localeCompare(b.currency)
  );
}

/** What an agency's payers and private-pay patients owe, by age past the due day. */
export function createReceivableService(repo: ReceivableRepo) {
  return {
    async aged(actor: Actor, query: ReceivablesQuery): Promise<Receivables> {
      if (!canSeeAgencyBilling(actor, query.agencyId)) {
        throw new AppError('not_found', 'agency_not_found');
      }
      const asOf = query.asOf ?? careDay();
      const rows = new Map<string, ReceivableRow>();
      const totals = new Map<string, Receivables['totals'][number]>();
      for (const balance of await repo.openBalances(query.agencyId, asOf)) {
        const currency = Currency.schema.parse(balance.currency);
        const key = `${balance.recipient}:${balance.payerId ?? ''}:${balance.currency}`;
        const row = rows.get(key) ?? {
          recipient: balance.recipient === 'payer' ? 'payer' : 'patient',
          payer:
            balance.payerId === null
              ? null
              : { id: balance.payerId, name: balance.payerName ?? '' },
          currency,
          invoices: 0,
          ...noAmounts(),
        };
        addTo(row, balance, asOf);
        row.invoices += 1;
        rows.set(key, row);
        const total = totals.get(currency) ?? { currency, ...noAmounts() };
        addTo(total, balance, asOf);
        totals.set(currency, total);
      }
      return {
        agencyId: query.agencyId,
        asOf,
        rows: [...rows.values()].sort(byRecipient),
        totals: [...totals.values()],
      };
    },
  };
}

export type ReceivableService = ReturnType<typeof createReceivableService>;
