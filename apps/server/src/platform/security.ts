import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { registerGlobalRateLimit } from './rateLimit.ts';

export type SecurityOptions = {
  rateLimitMax: number;
  /** Image origins beyond our own and any https one (e.g. an http map tile server). */
  extraImageSources?: readonly string[];
};

/**
 * The headers helmet sets with `options`, taken once from a response nobody is sent. They are the
 * same on every answer, so building them (the CSP string above all) per request, as helmet's
 * Fastify plugin does, spent time for nothing.
 */
export function securityHeadersOf(options: HelmetOptions): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, (error) => {
    if (error) {
      throw error;
    }
  });
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

export async function registerSecurity(
  app: FastifyInstance,
  options: SecurityOptions,
): Promise<void> {
  const securityHeaders = securityHeadersOf({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(options.extraImageSources ?? [])],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  // Any API answer may carry health or personal data (patients, medications, notes, who is signed
  // in), so no browser or proxy keeps a copy. One rule for every declared route instead of a
  // header per health-data route, which a new route would forget; a route serving something safe
  // to keep (a published listing's photo) sets its own Cache-Control, and that one stands.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.config?.access !== undefined && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });
  await app.register(fastifyCookie);
  // Per route, only the routes with a limit of their own (`config.rateLimit`): sign-in, requests
  // from the public. Every other route counts against the cheaper global limit below.
  await app.register(fastifyRateLimit, { global: false });
  registerGlobalRateLimit(app, {
    max: options.rateLimitMax,
    windowMs: 60_000,
    // The web app's built files are many small, hashed, immutable chunks (a page's code is
    // fetched when it opens): counting them would spend a visitor's allowance on scripts.
    exempt: (request) => request.url.startsWith('/build/'),
  });
}
