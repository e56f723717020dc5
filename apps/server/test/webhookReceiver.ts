import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import PusherServer from 'pusher';

/** One event of a webhook: its name, channel and the fields of its kind. */
export type ReceivedEvent = { name: string; channel: string; [field: string]: unknown };

/** One POST the receiver took, as the official library read it. */
export type ReceivedWebhook = {
  /** The path it was POSTed to: one receiver can stand for several webhooks of an app. */
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** What `pusher.webhook(request).isValid()` said of its key and signature. */
  valid: boolean;
  /** The status the receiver answered with. */
  status: number;
  timeMs: number;
  /** The body's events, when it was valid. */
  events: ReceivedEvent[];
};

export type WebhookReceiver = {
  /** Its address; any path under it reaches the same receiver. */
  url: string;
  received: ReceivedWebhook[];
  /** Answers the first webhook with an event on `channel` with 500, as a receiver briefly down. */
  failFirstOn(channel: string): void;
  /** Resolves once what was received satisfies `ready` (checked again at every arrival). */
  until(ready: (received: ReceivedWebhook[]) => boolean): Promise<void>;
  close(): Promise<void>;
};

/**
 * A plain HTTP server taking an app's webhooks, checking each with the official `pusher`
 * library configured with that app's key and secret.
 */
export async function startWebhookReceiver(app: {
  id: string;
  key: string;
  secret: string;
}): Promise<WebhookReceiver> {
  const library = new PusherServer({
    appId: app.id,
    key: app.key,
    secret: app.secret,
    host: 'unused.test',
  });
  const received: ReceivedWebhook[] = [];
  const waiting = new Set<() => void>();
  const failing = new Set<string>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const webhook = library.webhook({ headers: request.headers, rawBody: body });
      const valid = webhook.isValid();
      const events = valid ? (JSON.parse(body) as { events: ReceivedEvent[] }).events : [];
      const failed = events.find((event) => failing.delete(event.channel));
      const status = failed === undefined ? 200 : 500;
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body,
        valid,
        status,
        timeMs: valid ? webhook.getTime().getTime() : 0,
        events,
      });
      response.writeHead(status).end();
      for (const check of waiting) {
        check();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/pusher/webhooks`,
    received,
    failFirstOn: (channel) => {
      failing.add(channel);
    },
    until: (ready) =>
      new Promise((resolve) => {
        const check = () => {
          if (ready(received)) {
            waiting.delete(check);
            resolve();
          }
        };
        waiting.add(check);
        check();
      }),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error === undefined ? resolve() : reject(error)));
      }),
  };
}
