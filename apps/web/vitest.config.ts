import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    // The browser's pusher-js, as the built app gets it: Node's would open its websocket and send
    // its channel authorizations outside the page, without the page's origin and cookies.
    alias: [{ find: /^pusher-js$/, replacement: 'pusher-js/dist/web/pusher.js' }],
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'buildSteps/**/*.test.ts'],
    // The real server, on a database of its own, for every test file (src/test/globalSetup.ts).
    globalSetup: ['./src/test/globalSetup.ts'],
    setupFiles: ['./src/test/origin.ts', './src/test/setup.ts'],
    // Test files load the whole app (MUI, every page); sharing the loaded modules between the
    // files of a worker saves most of that. The set-up resets what a test leaves behind (screen,
    // storage, session), and test files keep no state of their own in modules.
    isolate: false,
    // Vitest runs projects with their own worker count as a group of their own: in a whole run the
    // web files follow the domain and server files instead of competing with them for the cores.
    sequence: { groupOrder: 1 },
    // Pages talk to the real server, which shares two cores with the other test workers. One
    // budget for every test, measured on a loaded 2-core machine (the longest journeys took about
    // a minute with a busy loop on every core): it only bounds how long a stuck test takes to fail.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
