// Starts the real app for the browser tests: a fresh data folder each run, so tests see exactly
// the demo data, and the same start-up path as `npm start`.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const port = process.env.E2E_PORT ?? '3100';
const root = fileURLToPath(new URL('..', import.meta.url));
// One folder per port, so runs on different ports can go side by side.
const dataDir = fileURLToPath(new URL(`../data/e2e-${port}`, import.meta.url));
rmSync(dataDir, { recursive: true, force: true });

const server = spawn('npm', ['start'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: port,
    LOG_LEVEL: 'warn',
    // Every test signs in from 127.0.0.1; the per-address limit is for the real world. The
    // per-account lockout stays as it is.
    SIGN_IN_RATE_LIMIT: '10000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
