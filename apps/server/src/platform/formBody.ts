import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of `app`'s plugin take `application/x-www-form-urlencoded` bodies, as a flat
 * object of their fields: the form posts some outside clients send (pusher-js, a mail client's
 * one-click unsubscribe). Fastify parses no forms by itself, and the rest of the API takes JSON.
 */
export function acceptFormBodies(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}
