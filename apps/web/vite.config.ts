import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appIcons } from './buildSteps/appIcons.ts';
import { caregiverApp } from './buildSteps/caregiverApp.ts';
import { precompress } from './buildSteps/precompress.ts';
import { isOnDemand } from './src/app/i18n/onDemandNamespaces.ts';

// The API server serves the built app itself, with its hashed assets under /build/ (each text
// file beside its brotli and gzip copies); in development Vite serves the pages and passes the API
// and the websocket through to that server.
export default defineConfig(({ command }) => {
  const apiServer = `http://localhost:${process.env.PORT ?? 3000}`;
  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [react(), appIcons(), ...caregiverApp(), precompress()],
    base: command === 'build' ? '/build/' : '/',
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // What every page needs (React, the router, MUI's styling engine) in chunks of their own,
      // which stay cached across releases since libraries change less often than our code.
      // Everything else follows the pages that use it into their lazily fetched chunks, so a first
      // visit downloads only its page's share (a catch-all vendor group dragged every library,
      // the map's Leaflet among them, into every first load).
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                // Each language's words in one chunk, fetched only for a page in that language;
                // an on-demand namespace's in a chunk of its own (src/app/i18n/onDemandNamespaces.ts).
                name: (id) => {
                  const [, locale, namespace] =
                    /[\\/]src[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/.]+)\.json/.exec(id) ?? [];
                  if (locale === undefined || namespace === undefined) {
                    return null;
                  }
                  return isOnDemand(namespace)
                    ? `messages-${locale}-${namespace}`
                    : `messages-${locale}`;
                },
                test: /[\\/]src[\\/]locales[\\/]/,
                priority: 3,
              },
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                priority: 2,
              },
              {
                // Zod with its settings (`zodWithoutEval.ts`) in one chunk, which every chunk
                // that builds a schema imports, so the settings are in place before any schema
                // is built. Without it the shared schemas' chunk ran before the entry's first
                // line, and zod's eval probe was reported as a policy violation on every page.
                name: 'zod',
                test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]app[\\/]zodWithoutEval\.ts$/,
                priority: 2,
              },
              {
                name: 'mui-core',
                test: /node_modules[\\/](@emotion[\\/]|stylis[\\/]|@mui[\\/](system|styled-engine|utils|private-theming)[\\/])/,
                priority: 1,
              },
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      strictPort: true,
      // Anchored patterns, so a page path such as /apply is not mistaken for the websocket.
      proxy: {
        '^/api(/|$)': apiServer,
        // The spec's administrators' calls (the host-lead pipeline) sit under /admin.
        '^/admin(/|$)': apiServer,
        '^/broadcasting(/|$)': apiServer,
        '^/app/': { target: apiServer, ws: true },
      },
    },
  };
});
