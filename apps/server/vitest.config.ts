import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    // Each file gets its own database, so files run in parallel safely; the embedded
    // cluster is shared and started once per run.
    // Test files load the whole server (every module, Fastify, Drizzle); sharing the loaded
    // modules between the files of a worker saves most of that. Files keep no state in modules:
    // each builds its own app, database and clients, and nothing here mocks a module.
    isolate: false,
    // Budgets for a loaded 2-core machine (the suite passes with a busy loop on every core): a
    // test waits on the app's state, and these only bound how long before a stuck one fails.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll gives up after one second by default, short of one websocket round trip there.
    expect: { poll: { timeout: 30_000, interval: 20 } },
  },
});
