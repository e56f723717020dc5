import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    // Each file gets its own database, so files run in parallel safely; the embedded
    // cluster is shared and started once per run.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
