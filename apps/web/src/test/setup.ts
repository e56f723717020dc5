import '@testing-library/jest-dom/vitest';
// happy-dom has no IndexedDB; the offline queue keeps captures there, as a phone's browser does.
import 'fake-indexeddb/auto';
import { Locale } from '@hearth/domain';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '../app/i18n/i18n.ts';
import { loadLocale, loadNamespace } from '../app/i18n/loadLocale.ts';
import { ON_DEMAND_NAMESPACES } from '../app/i18n/onDemandNamespaces.ts';
import { signOut } from './cookies.ts';
import { settleRequests } from './pendingRequests.ts';

// Pages wait for the real server, which shares two cores with every other test worker: a find
// that would take a second in a browser is given what a loaded machine needs (measured with a busy
// loop on every core) before it counts as a failure. A find that succeeds returns at once.
configure({ asyncUtilTimeout: 20_000 });

// The app's own instance (the API client's messages) holds every language, as each test's does.
await Promise.all(Locale.codes.map((locale) => loadLocale(i18n, locale)));
await Promise.all(ON_DEMAND_NAMESPACES.map((namespace) => loadNamespace(i18n, namespace)));

afterEach(async () => {
  await settleRequests();
  cleanup();
  // Theme and language choices persist in storage; each test starts as a first visit.
  window.localStorage.clear();
  // And signed out: one test's session never reaches the next.
  await signOut();
});
