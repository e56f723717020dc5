// Runs the browser suite while busy loops take every core, to prove the tests wait on the app's
// state and not on the clock: a test that passes only on a quiet machine fails here.
//   npm run test:e2e:loaded --workspace @hearth/e2e [-- playwright arguments]
// LOAD_PER_CORE (default 1) sets how many busy loops run per core.
import { fork, spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const hogArgument = '--busy-loop';

if (process.argv[2] === hogArgument) {
  busyLoop(Number(process.argv[3]));
} else {
  await runUnderLoad(process.argv.slice(2));
}

/**
 * Spins until the deadline or until its parent is gone, so a hog never outlives the run even when
 * the parent is killed without a chance to stop it.
 */
function busyLoop(deadline) {
  const parent = process.ppid;
  let spins = 0;
  for (;;) {
    spins += 1;
    if (spins % 10_000_000 === 0 && (Date.now() > deadline || process.ppid !== parent)) {
      process.exit(0);
    }
  }
}

async function runUnderLoad(playwrightArguments) {
  const perCore = Number(process.env.LOAD_PER_CORE ?? 1);
  const hogCount = Math.max(1, Math.round(availableParallelism() * perCore));
  // A bound on the hogs' life: longer than any suite run, short enough to end by itself.
  const deadline = Date.now() + 90 * 60_000;
  const hogs = Array.from({ length: hogCount }, () =>
    fork(new URL(import.meta.url).pathname, [hogArgument, String(deadline)], { stdio: 'ignore' }),
  );
  const stopHogs = () => {
    for (const hog of hogs) {
      hog.kill('SIGKILL');
    }
  };
  console.warn(
    `Browser suite under load: ${hogCount} busy loop(s) on ${availableParallelism()} core(s).`,
  );

  const suite = spawn('npx', ['playwright', 'test', ...playwrightArguments], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => suite.kill(signal));
  }
  const code = await new Promise((resolve) => suite.on('exit', (exitCode) => resolve(exitCode)));
  stopHogs();
  process.exit(code ?? 1);
}
