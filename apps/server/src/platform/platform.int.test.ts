import { fileURLToPath } from 'node:url';
import { errorResponseSchema } from '@hearth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestServer } from '../../test/harness.ts';
import { startTestServer } from '../../test/server.ts';
import { publicAccess } from './access.ts';
import { AppError } from './errors.ts';

const testAccess = publicAccess('test route');

function addProbeRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/test/echo',
    {
      config: { access: testAccess },
      schema: {
        body: z.object({
          email: z.email(),
          name: z.string().min(2),
          address: z.object({ city: z.string() }),
        }),
        querystring: z.object({ page: z.coerce.number().int().min(1).default(1) }),
      },
    },
    async (request) => ({ data: request.body }),
  );
  typed.get('/api/test/conflict', { config: { access: testAccess } }, async () => {
    throw new AppError('conflict', 'shift_answered');
  });
  typed.get('/api/test/crash', { config: { access: testAccess } }, async () => {
    throw new Error('secret internal detail: patient 42');
  });
}

type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
};

async function readError(response: Response) {
  return errorResponseSchema.parse(await response.json());
}

function postEcho(query: string, body: unknown) {
  return server.request(`/api/test/echo${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

// A built web app in miniature: its index.html, one hashed asset and a service worker.
const { database, server } = useTestServer({
  webDistDir: fileURLToPath(new URL('../../test/webApp', import.meta.url)),
  configure: addProbeRoutes,
});

describe('error envelope', () => {
  it('answers an unknown /api route with a JSON 404', async () => {
    const response = await server.request('/api/nope');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      code: 'not_found',
      messageCode: 'not_found',
      message: expect.any(String),
    });
  });

  it('answers an invalid body with 422 and messages per field, by dotted path', async () => {
    const response = await postEcho('', { email: 'not-an-email', name: 'A', address: {} });
    expect(response.status).toBe(422);
    const body = await readError(response);
    expect(body.code).toBe('validation_failed');
    expect(body.message).toBe('The given data was invalid.');
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['address.city', 'email', 'name']);
    expect(body.errors?.email).toEqual([expect.any(String)]);
    // Each field's message has a code the web says in the page's language.
    expect(body.messageCode).toBe('validation_failed');
    expect(body.fields?.email).toEqual({ code: 'invalid_email' });
  });

  it('answers an invalid query string with 422 naming the parameter', async () => {
    const response = await postEcho('?page=0', {
      email: 'a@b.co',
      name: 'Ann',
      address: { city: 'Ottawa' },
    });
    expect(response.status).toBe(422);
    expect(Object.keys((await readError(response)).errors ?? {})).toEqual(['page']);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await server.request('/api/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
    expect((await readError(response)).code).toBe('bad_request');
  });

  it('answers a body over the limit with 413', async () => {
    const response = await server.request('/api/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect((await readError(response)).code).toBe('payload_too_large');
  });

  it('passes an application error through with its status and message', async () => {
    const response = await server.request('/api/test/conflict');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      code: 'conflict',
      message: 'This shift was already answered.',
      messageCode: 'shift_answered',
    });
  });

  it('hides the details of a crash and shows only the request id', async () => {
    const response = await server.request('/api/test/crash');
    expect(response.status).toBe(500);
    const body = await response.json();
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    expect(body).toEqual({
      code: 'internal',
      messageCode: 'internal',
      message: expect.any(String),
      requestId,
    });
    expect(JSON.stringify(body)).not.toContain('patient 42');
  });
});

describe('request ids', () => {
  it('keeps a well-formed incoming request id and replaces a malformed one', async () => {
    const kept = await server.request('/api/health', {
      headers: { 'x-request-id': 'lb-1234567890' },
    });
    expect(kept.headers.get('x-request-id')).toBe('lb-1234567890');
    const replaced = await server.request('/api/health', {
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers', () => {
  it('sets a content security policy and forbids framing', async () => {
    const response = await server.request('/api/health');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  // Helmet 8's values for our policy, as its Fastify plugin set them per request before the
  // headers were built once at start-up: every answer, errors too, carries all of them unchanged.
  it("sends helmet's headers, value for value, on answers and errors alike", async () => {
    const expected = {
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';" +
        "frame-ancestors 'none';img-src 'self' data: blob: https:;object-src 'none';" +
        "script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';" +
        "connect-src 'self' ws: wss:",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const pathname of ['/api/health', '/api/auth-details', '/api/no-such-route']) {
      const { headers } = await server.request(pathname);
      const sent = Object.fromEntries(
        Object.keys(expected).map((name) => [name, headers.get(name)]),
      );
      expect(sent).toEqual(expected);
    }
  });

  it('keeps every API answer, errors too, out of browser and proxy caches', async () => {
    for (const pathname of ['/api/health', '/api/auth-details', '/api/test/conflict']) {
      expect((await server.request(pathname)).headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('access declarations', () => {
  it('refuses to start when an /api route declares no access policy', async () => {
    await expect(
      startTestServer({
        db: database.db,
        configure: (app) => {
          app.get('/api/test/undeclared', async () => ({ ok: true }));
        },
      }),
    ).rejects.toThrow('Route GET /api/test/undeclared declares no access policy');
  });

  it('guards /admin routes the same way', async () => {
    await expect(
      startTestServer({
        db: database.db,
        configure: (app) => {
          app.post('/admin/test/undeclared', async () => ({ ok: true }));
        },
      }),
    ).rejects.toThrow('Route POST /admin/test/undeclared declares no access policy');
  });
});

describe('web app', () => {
  it('serves index.html for page paths so the client router can take over', async () => {
    const response = await server.request('/en-us/some/page');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('serves hashed assets under /build/ with a long cache', async () => {
    const response = await server.request('/build/assets/main-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('answers an unknown /admin path with a JSON 404, not the page', async () => {
    for (const pathname of ['/admin', '/admin/nope', '/admin/shared-living/nope?page=1']) {
      const response = await server.request(pathname);
      expect({ pathname, status: response.status }).toEqual({ pathname, status: 404 });
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({
        code: 'not_found',
        messageCode: 'not_found',
        message: expect.any(String),
      });
    }
  });

  it('lets the service worker look after the pages outside /build/, revalidated', async () => {
    const response = await server.request('/build/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('service-worker-allowed')).toBe('/');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const asset = await server.request('/build/assets/main-abc123.js');
    expect(asset.headers.get('service-worker-allowed')).toBeNull();
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await server.request('/build/assets/missing.js');
    expect(response.status).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the routes from their zod schemas', async () => {
    const response = await server.request('/api/docs/json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as OpenApiDocument;
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/health']?.get?.responses['503']).toBeDefined();
    expect(document.paths['/api/app-info']).toBeDefined();
  });

  it('serves the interactive documentation', async () => {
    const response = await server.request('/api/docs/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('swagger');
  });
});
