import { afterAll, beforeAll } from 'vitest';
import type { StripeSettings } from '../../src/config.ts';
import { type StripeStandIn, startStripeStandIn } from './stripeStandIn.ts';

/** The keys the tests' servers and their stand-in share. */
export const TEST_STRIPE_KEYS = {
  secretKey: 'sk_test_hearth_stand_in',
  webhookSecret: 'whsec_hearth_stand_in',
  publishableKey: 'pk_test_hearth_stand_in',
} as const;

export const WEBHOOK_PATH = '/api/billing/stripe/webhook';

/**
 * A Stripe stand-in for a test file, started before the file's server (call this first): hand
 * `settings` to the server, then `pointWebhookAt` its URL once it listens. Both objects are filled
 * in by the beforeAll, as the harness's are.
 */
export function useStripeStandIn(): { standIn: StripeStandIn; settings: StripeSettings } {
  const standIn = {} as StripeStandIn;
  const settings = {} as StripeSettings;
  beforeAll(async () => {
    Object.assign(standIn, await startStripeStandIn(TEST_STRIPE_KEYS));
    Object.assign(settings, { ...TEST_STRIPE_KEYS, apiUrl: standIn.url });
  });
  afterAll(() => standIn.close());
  return { standIn, settings };
}
