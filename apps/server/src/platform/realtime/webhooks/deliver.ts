import { createHmac } from 'node:crypto';

/** A receiver that does not answer in this time has failed; the job is tried again later. */
const DELIVERY_TIMEOUT_MS = 10_000;

export type WebhookTarget = { url: string; key: string; secret: string };

/** Pusher's `X-Pusher-Signature`: HMAC-SHA256 of the exact body with the app secret, in hex. */
export function webhookSignature(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Thrown for an answer outside 2xx; carries only the status (never the body) into the logs. */
export class WebhookRejected extends Error {
  override name = 'WebhookRejected';
  constructor(readonly status: number) {
    super(`The webhook receiver answered ${status}`);
  }
}

/** POSTs one signed webhook body; resolves on a 2xx answer, throws otherwise (or on no answer). */
export async function deliverWebhook(target: WebhookTarget, body: string): Promise<void> {
  const response = await fetch(target.url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Pusher-Key': target.key,
      'X-Pusher-Signature': webhookSignature(body, target.secret),
    },
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
  });
  // The answer's body is of no use; reading it frees the connection.
  await response.body?.cancel();
  if (response.status < 200 || response.status > 299) {
    throw new WebhookRejected(response.status);
  }
}
