import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// One worker per two cores: each worker drives a Chromium that shares the machine with the
// server and PostgreSQL. On 2 cores two workers pushed journeys past their budgets; one passes
// with a busy loop on every core (docs/performance.md). E2E_WORKERS overrides it.
const workers = Number(
  process.env.E2E_WORKERS ?? Math.max(1, Math.floor(availableParallelism() / 2)),
);

// Lighthouse times the pages it loads, so it runs alone on the machine: a project of its own that
// starts when every other spec has finished, in one worker (docs/decisions.md, "Lighthouse in
// `npm test`"). `npm run test:lighthouse` runs it without the others.
const lighthouseSpec = 'lighthouse.spec.ts';

export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers,
  reporter: [
    ['list'],
    ['./support/slowestTestsReporter.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  // Budgets measured with a busy loop on every core of a 2-core machine (e2e/under-load.mjs): the
  // longest journey then took a quarter of the test budget. Tests wait on the page's state; a
  // budget only bounds how long a stuck step takes to fail.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    // A failed test keeps its trace: each step with the page's DOM before and after it, and a
    // screenshot of where it stopped. The trace's screencast is left out: filming every test cost
    // the suite about a third of its time on 2 cores (docs/performance.md).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'chromium', testIgnore: lighthouseSpec, use: { ...devices['Desktop Chrome'] } },
    { name: 'lighthouse', testMatch: lighthouseSpec, dependencies: ['chromium'], workers: 1 },
  ],
  webServer: {
    command: 'node serve.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // `npm start` builds the web app once before it serves it; on a loaded machine that takes minutes.
    timeout: 600_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
    // Lets the server drain and stop its embedded database instead of leaving it running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
