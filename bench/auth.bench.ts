// Sign-in and an authenticated GET /api/auth-details, against GET /api/health as the baseline,
// all measured in this run on this machine. Run: npm run bench
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Role } from '@hearth/domain';
import { buildApp } from '../apps/server/src/app.ts';
import { connectDatabase } from '../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embeddedPostgres.ts';
import { applyMigrations } from '../apps/server/src/db/migrate.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/modules/identity/passwords.ts';

const email = 'bench@example.test';
const password = 'bench passphrase of some length';

type Sample = { name: string; iterations: number; meanMs: number; p95Ms: number };

async function measure(
  name: string,
  iterations: number,
  call: () => Promise<Response>,
): Promise<Sample> {
  for (let warm = 0; warm < Math.min(20, iterations); warm++) {
    await (await call()).arrayBuffer();
  }
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    const response = await call();
    await response.arrayBuffer();
    if (!response.ok) {
      throw new Error(`${name} answered ${response.status}`);
    }
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const meanMs = times.reduce((sum, t) => sum + t, 0) / times.length;
  return { name, iterations, meanMs, p95Ms: times[Math.floor(times.length * 0.95)] ?? meanMs };
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-bench-'));
  const postgres = await startEmbeddedPostgres({
    dataDir,
    port: 0,
    database: 'bench',
    persistent: false,
  });
  const database = connectDatabase(postgres.connectionString, () => undefined);
  try {
    await applyMigrations(database.db);
    await database.db.insert(users).values({
      email,
      name: 'Bench',
      role: Role.user,
      passwordHash: await hashPassword(password),
    });
    const app = await buildApp({
      db: database.db,
      config: {
        env: 'test',
        logLevel: 'silent',
        rateLimitMax: 1_000_000,
        signInRateLimit: 1_000_000,
        trustProxy: false,
        webDistDir: '/nonexistent',
        publicUrl: 'http://localhost',
        session: { idleMinutes: 30, absoluteHours: 12, secureCookie: false },
        mail: { smtpUrl: undefined, from: 'bench@localhost' },
      },
    });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const signIn = () =>
      fetch(`${base}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    const cookie = (await signIn()).headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    const baseline = await measure('GET /api/health (baseline)', 2000, () =>
      fetch(`${base}/api/health`),
    );
    const details = await measure('GET /api/auth-details (signed in)', 2000, () =>
      fetch(`${base}/api/auth-details`, { headers: { cookie } }),
    );
    const signIns = await measure('POST /api/auth/sign-in', 100, signIn);
    await app.close();

    console.log('| request | iterations | mean ms | p95 ms | ratio to baseline |');
    console.log('|---|---|---|---|---|');
    for (const sample of [baseline, details, signIns]) {
      const ratio = (sample.meanMs / baseline.meanMs).toFixed(1);
      console.log(
        `| ${sample.name} | ${sample.iterations} | ${sample.meanMs.toFixed(2)} | ${sample.p95Ms.toFixed(2)} | ${ratio} |`,
      );
    }
  } finally {
    await database.close();
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
