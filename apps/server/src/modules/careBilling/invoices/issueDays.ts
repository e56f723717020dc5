import { addDays, careDay } from '@hearth/domain';

/**
 * The agency day an invoice is issued at an instant, and the day its payment is due: the payment
 * terms counted from it. Late evening in the agency is still its day, whatever the UTC date.
 */
export function issueDays(at: Date, paymentTermsDays: number): { issuedOn: string; dueOn: string } {
  const issuedOn = careDay(at);
  return { issuedOn, dueOn: addDays(issuedOn, paymentTermsDays) };
}

/** `MHC-0042`: the agency's prefix and its sequence, four digits and more if need be. */
export const invoiceNumberOf = (prefix: string, sequence: number): string =>
  `${prefix}${String(sequence).padStart(4, '0')}`;
