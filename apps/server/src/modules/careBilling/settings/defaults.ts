import { type CareBillingSettingsWrite, InvoiceSchedule, RoundingRule } from '@hearth/domain';

const FALLBACK_PREFIX = 'INV-';
const MAX_INITIALS = 4;

/** "Maple Home Care" → "MHC-": the first letter or digit of each word, up to four. */
export function prefixFromName(agencyName: string): string {
  const initials = agencyName
    .normalize('NFD')
    .split(/\s+/)
    .map((word) => word.match(/[A-Za-z0-9]/)?.[0] ?? '')
    .join('')
    .slice(0, MAX_INITIALS)
    .toUpperCase();
  return initials === '' ? FALLBACK_PREFIX : `${initials}-`;
}

/** What an agency that never saved its settings bills by. */
export function defaultSettings(agencyName: string): CareBillingSettingsWrite {
  return {
    roundingRule: RoundingRule.nearestIncrement,
    incrementMinutes: 15,
    invoiceSchedule: InvoiceSchedule.incurred,
    invoicePrefix: prefixFromName(agencyName),
    paymentTermsDays: 30,
    taxRegistrationNumber: null,
    // Home care is most often exempt from sales tax; an agency that charges it says so.
    chargesSalesTax: false,
  };
}
