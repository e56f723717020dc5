import type { PaymentGateway } from './paymentGateway.ts';

const notConfigured = () =>
  Promise.reject(new Error('online payment is not configured on this installation'));

/**
 * The gateway of an installation without payment keys: nothing can be charged, so card and debit
 * are refused at checkout and the renewal job leaves saved methods' payments waiting.
 */
export const unconfiguredGateway: PaymentGateway = {
  configured: false,
  startCheckout: notConfigured,
  chargeSavedMethod: notConfigured,
  refund: notConfigured,
};
