import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { findFreePort } from '../src/db/freePort.ts';
import { stopProcess } from './processes.ts';

export type RedisServer = {
  /** redis://127.0.0.1:<port> */
  url: string;
  port: number;
  stop: () => Promise<void>;
};

const redisBinary = '/usr/bin/redis-server';

/**
 * Debian's redis-server on a loopback port of its own, memory only (no RDB snapshot, no AOF, so
 * nothing is written and nothing survives): what the Redis fan-out and the two-node tests run on.
 * `port` starts it again where a stopped one was, as a Redis coming back after an outage.
 */
export async function startRedisServer(options: { port?: number } = {}): Promise<RedisServer> {
  if (!existsSync(redisBinary)) {
    throw new Error(
      `${redisBinary} is missing: install it with \`apt-get install -y redis-server\` to run the Redis tests`,
    );
  }
  const port = options.port ?? (await findFreePort());
  const child = spawn(
    redisBinary,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      // No working directory is touched: a test run leaves no dump.rdb behind.
      '--dir',
      '/tmp',
      '--loglevel',
      'warning',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  try {
    await waitForPort(port, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop: () => stopProcess(child) };
}

async function waitForPort(port: number, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`redis-server exited with ${child.exitCode}: ${output()}`);
    }
    if (await answersPing(port)) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server did not answer on port ${port} within 30 s: ${output()}`);
}

/** An inline PING over a raw socket, so readiness does not depend on the client under test. */
async function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
