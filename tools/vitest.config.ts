import { defineProject } from 'vitest/config';

// Checks of the repository itself (the module boundaries), not of one workspace.
export default defineProject({
  test: {
    name: 'tools',
    include: ['**/*.test.ts'],
    exclude: ['**/fixture/**', '**/node_modules/**'],
  },
});
