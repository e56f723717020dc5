// Starts the real app for the browser tests: a fresh data folder each run, so tests see exactly
// the demo data, and the same start-up path as `npm start`. Card and debit payments go to a local
// Stripe stand-in started for the run (Stripe's network is not reachable from the tests).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const port = process.env.E2E_PORT ?? '3100';
const origin = `http://127.0.0.1:${port}`;
const root = fileURLToPath(new URL('..', import.meta.url));
// One folder per port, so runs on different ports can go side by side.
const dataDir = fileURLToPath(new URL(`../data/e2e-${port}`, import.meta.url));
rmSync(dataDir, { recursive: true, force: true });

const stripeKeys = {
  STRIPE_SECRET_KEY: 'sk_test_hearth_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_hearth_e2e',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_hearth_e2e',
};

const standIn = spawn('node', ['--import', 'tsx', 'apps/server/test/stripeStandIn/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    ...stripeKeys,
    STRIPE_WEBHOOK_URL: `${origin}/api/billing/stripe/webhook`,
  },
});
// Its first line is its address.
const standInUrl = await new Promise((resolve) => {
  createInterface({ input: standIn.stdout }).once('line', resolve);
  standIn.once('exit', () => resolve(undefined));
});
if (typeof standInUrl !== 'string' || !standInUrl.startsWith('http')) {
  console.error('The Stripe stand-in did not start.');
  process.exit(1);
}

const server = spawn('npm', ['start'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...stripeKeys,
    STRIPE_API_URL: standInUrl,
    DATA_DIR: dataDir,
    PORT: port,
    // The origin the tests browse: the checkout's way back lands where their session cookie is.
    PUBLIC_URL: origin,
    LOG_LEVEL: 'warn',
    // Every test signs in from 127.0.0.1; the per-address limit is for the real world. The
    // per-account lockout stays as it is.
    SIGN_IN_RATE_LIMIT: '10000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.kill(signal);
    standIn.kill(signal);
  });
}
server.on('exit', (code) => {
  standIn.kill('SIGTERM');
  process.exit(code ?? 0);
});
