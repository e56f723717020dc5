import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embeddedPostgres.ts';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-embedded-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function query(connectionString: string, text: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

it('keeps the data across a stop and a second start', async () => {
  const first = await startEmbeddedPostgres({ dataDir, port: 0, database: 'hearth' });
  try {
    await query(first.connectionString, 'CREATE TABLE kept (note text)');
    await query(first.connectionString, "INSERT INTO kept VALUES ('still here')");
  } finally {
    await first.stop();
  }

  const second = await startEmbeddedPostgres({ dataDir, port: 0, database: 'hearth' });
  try {
    const result = await query(second.connectionString, 'SELECT note FROM kept');
    expect(result.rows).toEqual([{ note: 'still here' }]);
  } finally {
    await second.stop();
  }
});

it('keeps the generated database password private to its owner', async () => {
  const info = await stat(path.join(dataDir, 'postgres.password'));
  expect(info.mode & 0o077).toBe(0);
});

it('refuses a connection with a wrong password', async () => {
  const running = await startEmbeddedPostgres({ dataDir, port: 0, database: 'hearth' });
  try {
    const url = new URL(running.connectionString);
    url.password = 'guessed';
    await expect(query(url.toString(), 'SELECT 1')).rejects.toThrow(
      /password authentication failed/,
    );
  } finally {
    await running.stop();
  }
});

/** Runs `body` in a Node process of its own, after starting a cluster in the test's folder. */
async function inChildProcess(body: string): Promise<{ code: number | null; output: string }> {
  const script = `
    import { startEmbeddedPostgres } from ${JSON.stringify(path.resolve(import.meta.dirname, 'embeddedPostgres.ts'))};
    const running = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, port: 0, database: 'hearth' });
    ${body}
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

it("leaves the process's exit code alone, so a failed run that used a cluster still fails", async () => {
  // A test runner marks failure with process.exitCode and lets the process end on its own.
  const { code } = await inChildProcess('await running.stop(); process.exitCode = 3;');
  expect(code).toBe(3);
});

it('stops a cluster still running when its process exits', async () => {
  // A running cluster keeps its process alive; an exit is explicit (main.ts) or a crash.
  const { code, output } = await inChildProcess(
    'console.log(running.connectionString); process.exit(4);',
  );
  expect(code).toBe(4);
  const connectionString = output.trim();
  await expect
    .poll(
      () =>
        query(connectionString, 'SELECT 1').then(
          () => 'running',
          () => 'stopped',
        ),
      {
        timeout: 10_000,
      },
    )
    .toBe('stopped');
});
