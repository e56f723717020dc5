import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/**
 * A multipart form's text fields; a file in it is not a form these routes take. The bytes are
 * copied once, into the plain ArrayBuffer the fetch API's types ask for (a Buffer may sit in a
 * shared pool).
 */
async function multipartFields(body: Buffer | string, contentType: string) {
  const form = await new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: { 'content-type': contentType },
  }).formData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value !== 'string') {
      throw new AppError('bad_request', 'request_unreadable');
    }
    fields[name] = value;
  }
  return fields;
}

/**
 * Lets the routes of `app`'s plugin take form bodies, `application/x-www-form-urlencoded` or
 * `multipart/form-data` with text fields only, as a flat object of their fields: the form posts
 * some outside clients send (pusher-js; a mail client's one-click unsubscribe, which RFC 8058
 * says should be multipart). Fastify parses no forms by itself, and the rest of the API takes
 * JSON.
 */
export function acceptFormBodies(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit },
    (request, body, done) => {
      // The fetch API's own multipart reader: small bodies only, within `bodyLimit`.
      multipartFields(body, request.headers['content-type'] ?? '').then(
        (fields) => done(null, fields),
        (error: unknown) =>
          done(
            error instanceof AppError ? error : new AppError('bad_request', 'request_unreadable'),
          ),
      );
    },
  );
}
