import { CAREGIVER_API_CACHE } from './cacheNames.ts';

/** Where the build puts the service worker and the app's manifest (beside the built app). */
const WORKER_URL = `${import.meta.env.BASE_URL}sw.js`;
export const MANIFEST_URL = `${import.meta.env.BASE_URL}caregiver.webmanifest`;

/**
 * Makes the caregiver's screens installable and usable offline: the service worker keeps the
 * app's frame, the caregiver's pages and their reads. Only for a signed-in caregiver, never for a
 * visitor, whose pages stay as light as they were. The development server builds no worker.
 */
export async function installCaregiverApp(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) {
    return;
  }
  if (document.querySelector(`link[rel="manifest"]`) === null) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = MANIFEST_URL;
    document.head.append(link);
  }
  // Scope `/`: the pages live at the locale paths, outside the folder the worker is served from
  // (the server allows it with Service-Worker-Allowed).
  await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
}

/**
 * Empties the cache of the caregiver's reads (health data) once nobody, or somebody else, is
 * signed in. Only a phone the caregiver's worker controls can hold it.
 */
export async function forgetCaregiverReads(): Promise<void> {
  if (navigator.serviceWorker?.controller == null || !('caches' in window)) {
    return;
  }
  await caches.delete(CAREGIVER_API_CACHE);
}
