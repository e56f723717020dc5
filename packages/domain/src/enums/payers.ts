import type { CodeOf } from '../enumeration.ts';
import { defineEnumeration } from '../enumeration.ts';

/**
 * Who pays for a patient's care: a private insurer, a government program (a provincial home-care
 * program, Medicaid, Medicare) or the patient and family themselves. Codes are words, as with
 * every enumeration the spec does not number.
 */
export const PayerKind = defineEnumeration('payerKind', {
  insurer: 'insurer',
  government: 'government',
  privatePay: 'privatePay',
});
export type PayerKind = CodeOf<typeof PayerKind>;
