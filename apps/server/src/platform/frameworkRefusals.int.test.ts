import { errorResponseSchema, SERVER_MESSAGES } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/harness.ts';

// Requests Fastify refuses itself, before any route reads them: each answers the app's coded
// envelope (a code of SERVER_MESSAGES the web translates), with Fastify's status, never a 500.

const context = useTestServer();

/** A public route that takes a JSON body: the refusals below happen before it runs. */
const careRequests = '/api/marketplace/listings/1/care-requests';

type Injected = Awaited<ReturnType<typeof context.server.app.inject>>;

function expectCoded(response: Injected, status: number, messageCode: string) {
  expect(response.statusCode).toBe(status);
  const body = errorResponseSchema.parse(response.json());
  expect(body.messageCode).toBe(messageCode);
  expect(body.message).toBe(SERVER_MESSAGES[messageCode as keyof typeof SERVER_MESSAGES]);
  expect(body.code).toBeDefined();
}

const post = (payload: string, contentType: string, headers: Record<string, string> = {}) =>
  context.server.app.inject({
    method: 'POST',
    url: careRequests,
    headers: { 'content-type': contentType, ...headers },
    payload,
  });

describe("Fastify's own refusals", () => {
  it('malformed JSON: 400 body_not_json', async () => {
    expectCoded(await post('{"contactName": ', 'application/json'), 400, 'body_not_json');
  });

  it('an empty body said to be JSON: 400 body_required', async () => {
    expectCoded(await post('', 'application/json'), 400, 'body_required');
  });

  it('a media type the API does not take: 415 media_type_unsupported', async () => {
    expectCoded(await post('<care/>', 'application/xml'), 415, 'media_type_unsupported');
  });

  it('a body over the limit: 413 payload_too_large, body_too_large', async () => {
    const response = await post(
      JSON.stringify({ text: 'x'.repeat(1_100_000) }),
      'application/json',
    );
    expectCoded(response, 413, 'body_too_large');
    expect(errorResponseSchema.parse(response.json()).code).toBe('payload_too_large');
  });

  it('a body longer than its Content-Length says: 400 body_length_mismatch', async () => {
    const payload = JSON.stringify({ kind: 'requestCare' });
    const response = await post(payload, 'application/json', {
      'content-length': String(payload.length - 5),
    });
    expectCoded(response, 400, 'body_length_mismatch');
  });

  it('an address whose %-encoding does not decode: 400 url_unreadable', async () => {
    const response = await context.server.app.inject({
      method: 'GET',
      url: '/api/patients/%E0%A4%A',
    });
    expectCoded(response, 400, 'url_unreadable');
  });

  it('a path part over the router’s limit: 414 url_too_long', async () => {
    const response = await context.server.app.inject({
      method: 'GET',
      url: `/api/patients/${'9'.repeat(200)}`,
    });
    expectCoded(response, 414, 'url_too_long');
  });

  it('a querystring that does not decode is read as text and refused by the route, coded', async () => {
    const response = await context.server.app.inject({
      method: 'GET',
      url: '/api/map-places?west=%ZZ&south=0&east=1&north=1',
    });
    expect(response.statusCode).toBe(422);
    const body = errorResponseSchema.parse(response.json());
    expect(body.messageCode).toBe('validation_failed');
    expect(body.fields?.west?.code).toBeDefined();
  });
});
