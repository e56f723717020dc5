import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expandParam, type FormObject, parseStripeForm } from './formEncoding.ts';
import { checkoutPage, closedPage, enteredMethod } from './hostedCheckoutPage.ts';
import {
  createObjectStore,
  invalidRequest,
  StripeApiError,
  type StripeObject,
} from './stripeObjects.ts';
import { createStripePayments } from './stripePayments.ts';
import { createWebhookSender, type SentEvent } from './webhookSender.ts';

export type StripeStandInOptions = {
  /** The secret key the app is configured with; any other is refused as Stripe refuses it. */
  secretKey: string;
  webhookSecret: string;
  /** Where `checkout.session.completed` and the payment intents' events are sent. */
  webhookUrl?: string;
  port?: number;
};

export type StripeStandIn = {
  /** `http://127.0.0.1:<port>`: the SDK's host and port, and the hosted pages' origin. */
  url: string;
  /** The events sent so far, oldest first, each with its exact payload. */
  sentEvents: SentEvent[];
  /** Sends the events elsewhere from now on: a test's server listens after the stand-in. */
  pointWebhookAt: (url: string) => void;
  /** The bank answers every pending pre-authorized debit (Stripe takes days; a test decides when). */
  settleDebits: () => Promise<void>;
  close: () => Promise<void>;
};

type Answer = { status: number; body: unknown };

const apiVersion = '2025-11-17.clover';

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type }).end(body);
}

/**
 * A local stand-in of the few Stripe endpoints Hearth uses, with Stripe's request encoding,
 * objects, errors and idempotency keys, and the hosted Checkout page of its sessions. The Stripe
 * network is unreachable here: the app's real SDK talks to this instead (docs/decisions.md).
 */
export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  let baseUrl = '';
  let webhookUrl = options.webhookUrl ?? '';
  const store = createObjectStore();
  const webhooks = createWebhookSender({
    url: () => webhookUrl,
    secret: options.webhookSecret,
    apiVersion,
  });
  const payments = createStripePayments({ store, webhooks, baseUrl: () => baseUrl });
  const idempotent = new Map<string, Answer>();

  type ApiRoute = [
    method: string,
    path: RegExp,
    run: (form: FormObject, id: string) => StripeObject,
  ];
  const apiRoutes: ApiRoute[] = [
    ['POST', /^\/v1\/customers$/, (form) => payments.createCustomer(form)],
    ['POST', /^\/v1\/checkout\/sessions$/, (form) => payments.createCheckoutSession(form)],
    ['GET', /^\/v1\/checkout\/sessions\/(\w+)$/, (_, id) => store.get(id, 'checkout.session')],
    ['GET', /^\/v1\/payment_methods\/(\w+)$/, (_, id) => store.get(id, 'payment_method')],
    ['POST', /^\/v1\/payment_intents$/, (form) => payments.createPaymentIntent(form)],
    ['GET', /^\/v1\/payment_intents\/(\w+)$/, (_, id) => store.get(id, 'payment_intent')],
    ['POST', /^\/v1\/refunds$/, (form) => payments.createRefund(form)],
  ];

  function api(method: string, path: string, form: FormObject): Answer {
    for (const [routeMethod, pattern, run] of apiRoutes) {
      const match = pattern.exec(path);
      if (routeMethod === method && match !== null) {
        return { status: 200, body: store.expanded(run(form, match[1] ?? ''), expandParam(form)) };
      }
    }
    throw invalidRequest(`Unrecognized request URL (${method}: ${path}).`, undefined, 404);
  }

  async function handleApi(request: IncomingMessage, url: URL): Promise<Answer> {
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return {
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } },
      };
    }
    const method = request.method ?? 'GET';
    const text = method === 'GET' ? url.search.slice(1) : await readBody(request);
    const key = request.headers['idempotency-key'];
    const replay = typeof key === 'string' ? idempotent.get(key) : undefined;
    if (replay !== undefined) {
      return replay;
    }
    let answer: Answer;
    try {
      answer = api(method, url.pathname, parseStripeForm(text));
    } catch (error) {
      if (!(error instanceof StripeApiError)) {
        throw error;
      }
      answer = { status: error.status, body: error.body };
    }
    // Stripe replays a key's first answer, errors included, but not a 5xx.
    if (typeof key === 'string' && method === 'POST' && answer.status < 500) {
      idempotent.set(key, answer);
    }
    return answer;
  }

  async function handlePage(request: IncomingMessage, response: ServerResponse, id: string) {
    let session: StripeObject;
    try {
      session = store.get(id, 'checkout.session');
    } catch {
      send(response, 404, 'text/html; charset=utf-8', closedPage());
      return;
    }
    if (session.status !== 'open') {
      send(response, 410, 'text/html; charset=utf-8', closedPage());
      return;
    }
    if (request.method !== 'POST') {
      send(response, 200, 'text/html; charset=utf-8', checkoutPage(session));
      return;
    }
    const entered = enteredMethod(session, new URLSearchParams(await readBody(request)));
    const outcome =
      'message' in entered
        ? { decline: entered }
        : await payments.submitCheckout(session.id, entered);
    if ('redirect' in outcome) {
      response.writeHead(303, { location: outcome.redirect }).end();
      return;
    }
    send(response, 402, 'text/html; charset=utf-8', checkoutPage(session, outcome.decline.message));
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const page = /^\/checkout\/([\w-]+)$/.exec(url.pathname);
    const handled = page
      ? handlePage(request, response, page[1] ?? '')
      : handleApi(request, url).then(({ status, body }) =>
          send(response, status, 'application/json', JSON.stringify(body)),
        );
    handled.catch((error: unknown) => {
      const message = error instanceof Error ? error.message : 'stand-in failure';
      send(
        response,
        500,
        'application/json',
        JSON.stringify({ error: { type: 'api_error', message } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    sentEvents: webhooks.sent,
    pointWebhookAt: (url) => {
      webhookUrl = url;
    },
    settleDebits: payments.settleDebits,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
