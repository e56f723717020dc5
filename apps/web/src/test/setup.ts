import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { signOut } from './cookies.ts';
import { settleRequests } from './pendingRequests.ts';

// Pages wait for the real server, which shares two cores with every other test worker: a find
// that would take a second in a browser is given what a loaded machine needs (measured with a busy
// loop on every core) before it counts as a failure. A find that succeeds returns at once.
configure({ asyncUtilTimeout: 20_000 });

afterEach(async () => {
  await settleRequests();
  cleanup();
  // Theme and language choices persist in storage; each test starts as a first visit.
  window.localStorage.clear();
  // And signed out: one test's session never reaches the next.
  await signOut();
});
