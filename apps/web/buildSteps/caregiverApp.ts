import type { Plugin, Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { CAREGIVER_API_CACHE } from '../src/features/offline/cacheNames.ts';
import { APP_ICON_SIZES, appIconPath } from './appIcons.ts';

// The caregiver's phone app: a manifest that makes it installable and a service worker (Workbox,
// generated) that keeps what the caregiver's screens need without a network. Only a signed-in
// caregiver's page registers it (features/offline), so a visitor never downloads any of it.

/**
 * The code a caregiver needs on a visit: the offline queue itself (fetched only for a caregiver)
 * and the pages of today's shifts, the client's record (address, tasks) and the MAR.
 */
export const CAREGIVER_PAGES = [
  'src/features/offline/OfflineSupport.tsx',
  'src/features/shifts/MyShiftsPage.tsx',
  'src/features/patients/PatientDetailPage.tsx',
  'src/features/medications/MarPage.tsx',
];

export const MANIFEST_FILE = 'caregiver.webmanifest';

const manifest = {
  name: 'Hearth',
  short_name: 'Hearth',
  description: 'Your visits, check-ins and doses, even without a network.',
  // The app sends a path without a locale to the person's own language.
  start_url: '/user/my-shifts',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: '#a8431f',
  icons: APP_ICON_SIZES.flatMap((size) =>
    ['any', 'maskable'].map((purpose) => ({
      src: appIconPath(size),
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  ),
};

/**
 * The chunks the worker keeps ahead of time: what starts the app (the entry and everything it
 * imports), the caregiver's pages with all they import, and the words of each language. Every
 * other page's code stays on the server until it is opened.
 */
export function offlineChunks(bundle: Rollup.OutputBundle, pages: readonly string[]): Set<string> {
  const chunks = new Map(
    Object.values(bundle)
      .filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const kept = new Set<string>();
  const keep = (fileName: string, withLazy: boolean) => {
    const chunk = chunks.get(fileName);
    if (chunk === undefined || kept.has(fileName)) {
      return;
    }
    kept.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) {
      kept.add(css);
    }
    for (const imported of [...chunk.imports, ...(withLazy ? chunk.dynamicImports : [])]) {
      keep(imported, withLazy);
    }
  };
  const all = [...chunks.values()];
  // The pages first: what they load later (a dialog) comes with them, even from a chunk the
  // entry shares with them.
  for (const chunk of all) {
    if (pages.some((path) => chunk.facadeModuleId?.endsWith(path) === true)) {
      keep(chunk.fileName, true);
    }
  }
  for (const chunk of all) {
    // The words: each language's chunk, and the small chunk of each namespace file that loads it.
    const words =
      chunk.name.startsWith('messages-') ||
      /[\\/]src[\\/]locales[\\/]/.test(chunk.facadeModuleId ?? '');
    if (chunk.isEntry || words) {
      keep(chunk.fileName, false);
    }
  }
  return kept;
}

/** The manifest, the worker, and the list of chunks the worker keeps. */
export function caregiverApp(): Plugin[] {
  let kept = new Set<string>();
  const collector: Plugin = {
    name: 'hearth:caregiver-app',
    apply: 'build',
    generateBundle(_options, bundle) {
      kept = offlineChunks(bundle, CAREGIVER_PAGES);
      this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source: JSON.stringify(manifest) });
    },
  };
  const worker = VitePWA({
    strategies: 'generateSW',
    // Registered by the app itself, for a caregiver only; the manifest link is added then too.
    injectRegister: false,
    manifest: false,
    filename: 'sw.js',
    scope: '/',
    workbox: {
      globPatterns: ['index.html', 'assets/**/*.{js,css}', 'icons/*.png', MANIFEST_FILE],
      manifestTransforms: [
        (entries) => ({
          manifest: entries.filter(
            (entry) => !entry.url.startsWith('assets/') || kept.has(entry.url),
          ),
          warnings: [],
        }),
      ],
      // Every page path opens the app's one page, kept by the worker; the server's own paths
      // (the API, assets, live updates, crawler files) never do.
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [
        /^\/(api|admin|build|broadcasting|app)(\/|$)/,
        /^\/(robots\.txt|sitemap)/,
      ],
      // A new release takes over at once: the worker's precache holds one release at a time.
      skipWaiting: true,
      clientsClaim: true,
      runtimeCaching: [
        {
          // The reads of the caregiver's screens: who is signed in, today's shifts, the client's
          // record, tasks and MAR. The network's answer when there is one, the last one kept when
          // there is none.
          urlPattern:
            /\/api\/(auth\/session|app-info|my\/shifts|patients\/\d+(\/(tasks|mar|medications))?)(\?|$)/,
          handler: 'NetworkFirst',
          method: 'GET',
          options: {
            cacheName: CAREGIVER_API_CACHE,
            networkTimeoutSeconds: 10,
            expiration: { maxEntries: 60, maxAgeSeconds: 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
  return [collector, ...worker];
}
