import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { signOut } from './cookies.ts';
import { settleRequests } from './pendingRequests.ts';

afterEach(async () => {
  await settleRequests();
  cleanup();
  // Theme and language choices persist in storage; each test starts as a first visit.
  window.localStorage.clear();
  // And signed out: one test's session never reaches the next.
  await signOut();
});
