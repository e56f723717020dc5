// Runs independent commands side by side, as many at once as the machine has cores, and fails if
// any of them fails. Each command's output is held back and printed whole when it ends, so the
// report of one check is never interleaved with another's.
//   node scripts/inParallel.mjs "tsc --noEmit -p apps/server" "tsc --noEmit -p apps/web"
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  process.stderr.write('usage: node scripts/inParallel.mjs "<command>" ["<command>" ...]\n');
  process.exit(2);
}

/** Runs one command through the shell; resolves with its exit code and everything it printed. */
function run(command) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      resolve({
        command,
        code: code ?? (signal ? 1 : 0),
        output,
        seconds: (Date.now() - started) / 1000,
      });
    });
  });
}

const waiting = [...commands];
const failed = [];

async function lane() {
  for (let command = waiting.shift(); command !== undefined; command = waiting.shift()) {
    const result = await run(command);
    const verdict = result.code === 0 ? 'passed' : `failed (exit ${result.code})`;
    process.stdout.write(`\n> ${result.command}: ${verdict} in ${result.seconds.toFixed(1)} s\n`);
    process.stdout.write(Buffer.concat(result.output));
    if (result.code !== 0) {
      failed.push(result.command);
    }
  }
}

const lanes = Math.min(availableParallelism(), commands.length);
await Promise.all(Array.from({ length: lanes }, lane));
if (failed.length > 0) {
  process.stderr.write(`\nFailed: ${failed.join(', ')}\n`);
  process.exit(1);
}
