/** Where the build puts the service worker and the app's manifest (beside the built app). */
const WORKER_URL = `${import.meta.env.BASE_URL}sw.js`;
const MANIFEST_URL = `${import.meta.env.BASE_URL}caregiver.webmanifest`;

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
