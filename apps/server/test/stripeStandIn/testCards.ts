/** How one of Stripe's documented test card numbers behaves. */
export type TestCard = {
  brand: string;
  funding: 'credit' | 'debit';
  /** On the hosted page: charged or saved, or declined there with this decline code. */
  onSession: 'succeeds' | { declineCode: string };
  /** Charged later without the customer (a renewal). */
  offSession: 'succeeds' | 'declines' | 'requiresAction';
};

const succeeds = { onSession: 'succeeds', offSession: 'succeeds' } as const;

// https://docs.stripe.com/testing: the numbers the stand-in knows; any other is refused as
// invalid, as Stripe's test mode refuses a real card number.
const cards: Record<string, TestCard> = {
  '4242424242424242': { brand: 'visa', funding: 'credit', ...succeeds },
  '4000056655665556': { brand: 'visa', funding: 'debit', ...succeeds },
  '5555555555554444': { brand: 'mastercard', funding: 'credit', ...succeeds },
  '5200828282828210': { brand: 'mastercard', funding: 'debit', ...succeeds },
  '378282246310005': { brand: 'amex', funding: 'credit', ...succeeds },
  '6011111111111117': { brand: 'discover', funding: 'credit', ...succeeds },
  '3056930009020004': { brand: 'diners', funding: 'credit', ...succeeds },
  '3566002020360505': { brand: 'jcb', funding: 'credit', ...succeeds },
  '6200000000000005': { brand: 'unionpay', funding: 'credit', ...succeeds },
  '4000000000000002': {
    brand: 'visa',
    funding: 'credit',
    onSession: { declineCode: 'generic_decline' },
    offSession: 'declines',
  },
  '4000000000009995': {
    brand: 'visa',
    funding: 'credit',
    onSession: { declineCode: 'insufficient_funds' },
    offSession: 'declines',
  },
  // Attaches to a customer, but every charge is declined.
  '4000000000000341': {
    brand: 'visa',
    funding: 'credit',
    onSession: { declineCode: 'generic_decline' },
    offSession: 'declines',
  },
  // Needs 3-D Secure on every payment: the hosted page authenticates, an off-session charge cannot.
  '4000002760003184': {
    brand: 'visa',
    funding: 'credit',
    onSession: 'succeeds',
    offSession: 'requiresAction',
  },
};

/** Saving 4000 0000 0000 0341 without a charge succeeds: only its charges fail. */
export const attachesButDeclines = '4000000000000341';

export const testCardOf = (number: string): TestCard | undefined =>
  cards[number.replace(/\D/g, '')];

/** Stripe's ACSS debit test account that fails to settle; any other account settles. */
export const failingDebitAccount = '900123456789';
