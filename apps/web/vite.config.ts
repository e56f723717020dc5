import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './buildSteps/precompress.ts';

// The API server serves the built app itself, with its hashed assets under /build/ (each text
// file beside its brotli and gzip copies); in development Vite serves the pages and passes the API
// and the websocket through to that server.
export default defineConfig(({ command }) => {
  const apiServer = `http://localhost:${process.env.PORT ?? 3000}`;
  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [react(), precompress()],
    base: command === 'build' ? '/build/' : '/',
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Libraries change less often than our code: apart, they stay cached across releases.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                priority: 3,
              },
              {
                name: 'mui',
                test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/,
                priority: 2,
              },
              { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
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
