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
    // Pages talk to the real server, which shares two cores with the other test workers.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
