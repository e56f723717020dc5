import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

// Every process a test starts, so none outlives a test that failed half-way (its database would
// keep writing into the folder being removed).
const started = new Set<ChildProcess>();

function startProcess(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  child.on('exit', () => started.delete(child));
  return child;
}

function collect(stream: NodeJS.ReadableStream | null): () => string {
  let text = '';
  stream?.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  return () => text;
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

/** Waits for the start-up line; the test's budget bounds the wait. */
async function waitForListening(readOut: () => string, child: ChildProcess): Promise<string> {
  while (started.has(child)) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(readOut());
    if (match?.[1]) {
      return match[1];
    }
    if (child.exitCode !== null) {
      throw new Error(`server exited early: ${readOut()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server stopped before it listened: ${readOut()}`);
}

describe('the server process', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-main-'));
  });

  afterAll(async () => {
    await Promise.all(
      [...started].map((child) => {
        const exited = exitOf(child);
        // SIGTERM, so the server stops its database too.
        child.kill('SIGTERM');
        return exited;
      }),
    );
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
  });

  it('stops with one line naming a bad setting, not a stack trace', async () => {
    const child = startProcess({ PORT: 'abc', DATA_DIR: dataDir });
    const readErr = collect(child.stderr);
    expect(await exitOf(child)).toBe(1);
    expect(readErr().trim()).toBe(
      'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "abc")',
    );
  });

  // Two whole starts (migrations, demo data, jobs) and two clean stops: measured at about 25 s on a
  // loaded 2-core machine, so more than the usual budget.
  it('serves, stops its database cleanly on SIGTERM, and keeps the data for the next start', {
    timeout: 180_000,
  }, async () => {
    for (const round of ['first start', 'second start']) {
      const child = startProcess({ PORT: '0', DATA_DIR: dataDir });
      const readOut = collect(child.stdout);
      const exited = exitOf(child);
      const url = await waitForListening(readOut, child);
      const health = await fetch(`${url}/api/health`);
      expect(health.status, round).toBe(200);
      const info = (await (await fetch(`${url}/api/app-info`)).json()) as {
        data: { instanceName: string };
      };
      expect(info.data.instanceName, round).toBe('Hearth demo');
      if (round === 'second start') {
        expect(readOut()).toContain('"seeded":[]');
      }

      expect(readOut(), round).toContain('job runner started');

      child.kill('SIGTERM');
      expect(await exited, round).toBe(0);
      // The scheduled jobs stop before the pool they run on closes.
      expect(readOut(), round).toContain('job runner stopped');
      // PostgreSQL removes its pid file only on a clean shutdown.
      expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid')), round).toBe(false);
    }
  });
});
