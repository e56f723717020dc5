import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The real server, on a database of its own, for every test file (src/test/globalSetup.ts).
    globalSetup: ['./src/test/globalSetup.ts'],
    setupFiles: ['./src/test/origin.ts', './src/test/setup.ts'],
    hookTimeout: 60_000,
  },
});
