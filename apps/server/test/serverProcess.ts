import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../src/db/freePort.ts';
import { stopProcess } from './processes.ts';

export type ServerProcess = {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  pid: number;
  /** What the process wrote so far, for a failure message. */
  output: () => string;
  stop: () => Promise<void>;
};

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const mainScript = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/**
 * The server as an operator runs it, in a process of its own (main.ts, configured by the
 * environment only), on a free loopback port; resolves once /api/health answers. Two of these on
 * one Redis are two nodes; one alone lets a benchmark read its memory from outside.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      SEED_DEMO_DATA: 'false',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const append = (chunk: Buffer) => {
    // The tail is what explains a failure; a long run must not grow this without bound.
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const url = `http://127.0.0.1:${port}`;
  // Stopping waits for the embedded database, if any, to shut down cleanly.
  const stop = () => stopProcess(child, 15_000);
  try {
    await waitForHealth(
      url,
      () => child.exitCode,
      () => output,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, pid: child.pid ?? 0, output: () => output, stop };
}

async function waitForHealth(
  url: string,
  exitCode: () => number | null,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exitCode() !== null) {
      throw new Error(`the server exited with ${exitCode()} before answering:\n${output()}`);
    }
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server at ${url} did not answer /api/health within 60 s:\n${output()}`);
}
