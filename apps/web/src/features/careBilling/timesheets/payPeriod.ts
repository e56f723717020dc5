import {
  careDay,
  isPayPeriodStart,
  type PayPeriod,
  payPeriodAfter,
  payPeriodOf,
} from '@hearth/domain';

/**
 * The pay period a page shows: the one its address names, else the last finished one, which is
 * the one an agency approves and pays.
 */
export function chosenPayPeriod(named: string, today: string = careDay()): PayPeriod {
  return /^\d{4}-\d{2}-\d{2}$/.test(named) && isPayPeriodStart(named)
    ? payPeriodOf(named)
    : payPeriodAfter(payPeriodOf(today), -1);
}
