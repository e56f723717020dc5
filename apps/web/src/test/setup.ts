import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Theme and language choices persist in storage; each test starts as a first visit.
  window.localStorage.clear();
});
