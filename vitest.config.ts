import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project brings its own environment and set-up.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});
