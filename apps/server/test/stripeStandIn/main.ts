// Runs the Stripe stand-in on its own for the browser tests (e2e/serve.mjs starts it): the
// settings come from the environment, and the first line written is its address.
import { startStripeStandIn } from './stripeStandIn.ts';

const required = (name: string): string => {
  const value = process.env[name];
  if (value === undefined || value === '') {
    throw new Error(`${name} is required`);
  }
  return value;
};

const standIn = await startStripeStandIn({
  secretKey: required('STRIPE_SECRET_KEY'),
  webhookSecret: required('STRIPE_WEBHOOK_SECRET'),
  webhookUrl: required('STRIPE_WEBHOOK_URL'),
});
process.stdout.write(`${standIn.url}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void standIn.close().then(() => process.exit(0));
  });
}
