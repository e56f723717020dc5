import { createHmac } from 'node:crypto';
import { newId, nowSeconds, type StripeObject } from './stripeObjects.ts';

/** An event as the stand-in sent it: the exact payload, and the status the app answered. */
export type SentEvent = { id: string; type: string; payload: string; status: number };

/** Stripe's `Stripe-Signature` header: `t=<seconds>,v1=<HMAC-SHA256 of "t.payload">`. */
export function stripeSignature(payload: string, secret: string, at = nowSeconds()): string {
  const signature = createHmac('sha256', secret).update(`${at}.${payload}`).digest('hex');
  return `t=${at},v1=${signature}`;
}

/** Sends signed events to the configured endpoint and keeps each one, as Stripe's dashboard does. */
export function createWebhookSender(options: {
  url: () => string;
  secret: string;
  apiVersion: string;
}) {
  const sent: SentEvent[] = [];
  return {
    sent,
    async send(type: string, object: StripeObject): Promise<SentEvent> {
      const event = {
        id: newId('evt'),
        object: 'event',
        api_version: options.apiVersion,
        created: nowSeconds(),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      };
      const payload = JSON.stringify(event);
      const response = await fetch(options.url(), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripeSignature(payload, options.secret),
        },
        body: payload,
      }).catch(() => undefined);
      await response?.arrayBuffer();
      const record = { id: event.id, type, payload, status: response?.status ?? 0 };
      sent.push(record);
      return record;
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
