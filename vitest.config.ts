import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project brings its own environment and set-up.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web', 'tools'],
    // A test file spends most of its time waiting on PostgreSQL, the server or a socket: while one
    // waits another runs, so a worker per core keeps every core busy where Vitest's default
    // (cores - 1) leaves one of two idle.
    maxWorkers: '100%',
  },
});
