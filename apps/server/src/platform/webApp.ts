import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GUARDED_PREFIXES } from './access.ts';
import { sendNotFound } from './errors.ts';

const SERVICE_WORKER_FILE = 'sw.js';

/**
 * Serves the built web app on the API's origin: hashed assets under /build/ (cached for a year),
 * and index.html for every other page path so the client router can take over. Anything else
 * unknown, /api and /admin above all, is a JSON 404. Each file goes out as the brotli or gzip copy
 * the build wrote beside it, whichever the browser accepts, or as it is.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built; run `npm run build` to serve pages');
    app.setNotFoundHandler(sendNotFound);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/build/',
    index: false,
    wildcard: true,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // A cache between us and the browser keeps each encoding apart.
      res.setHeader('Vary', 'Accept-Encoding');
      // The caregiver's service worker is served with the app but looks after its pages, which
      // live at the locale paths outside /build/.
      if (path.basename(filePath) === SERVICE_WORKER_FILE) {
        res.setHeader('Service-Worker-Allowed', '/');
      }
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (isPageRequest(request)) {
      return sendPage(reply);
    }
    return sendNotFound(request, reply);
  });

  function sendPage(reply: FastifyReply) {
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', distDir);
  }
}

function isPageRequest(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '';
  const reserved = [...GUARDED_PREFIXES, '/build/', '/app/', '/broadcasting/'].some((prefix) =>
    pathname.startsWith(prefix),
  );
  const bareEndpoint = pathname === '/api' || pathname === '/admin';
  return (request.method === 'GET' || request.method === 'HEAD') && !reserved && !bareEndpoint;
}
