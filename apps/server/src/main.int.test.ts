import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

function startProcess(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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

async function waitForListening(readOut: () => string, child: ChildProcess): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(readOut());
    if (match?.[1]) {
      return match[1];
    }
    if (child.exitCode !== null) {
      throw new Error(`server exited early: ${readOut()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start: ${readOut()}`);
}

describe('the server process', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-main-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stops with one line naming a bad setting, not a stack trace', async () => {
    const child = startProcess({ PORT: 'abc', DATA_DIR: dataDir });
    const readErr = collect(child.stderr);
    expect(await exitOf(child)).toBe(1);
    expect(readErr().trim()).toBe(
      'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "abc")',
    );
  });

  it('serves, stops its database cleanly on SIGTERM, and keeps the data for the next start', async () => {
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
