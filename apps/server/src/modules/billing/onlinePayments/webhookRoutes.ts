import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.ts';
import { type GatewayWebhooks, InvalidWebhookSignature } from '../gateway/index.ts';
import { billingAccess } from '../policy.ts';
import type { WebhookService } from './webhookService.ts';

/** Stripe's events are small; anything larger is not one of them. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** What Stripe is told: received, and whether it changed anything or was a replay. */
const receiptSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['applied', 'replayed']),
});

/**
 * Stripe's webhook. Encapsulated: its JSON parser keeps the raw body, which the signature covers.
 * It acts for nobody, so no session or CSRF token applies; the signature is its only credential.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{
  webhooks: GatewayWebhooks;
  events: WebhookService;
}> = async (app, { webhooks, events }) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/billing/stripe/webhook',
    {
      config: { access: billingAccess.gatewayWebhook },
      schema: {
        tags: ['billing'],
        summary: "Stripe's signed events (checkout, payment intents)",
        response: { 200: receiptSchema },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      let event: Awaited<ReturnType<GatewayWebhooks['read']>>;
      try {
        event = await webhooks.read(
          typeof request.body === 'string' ? request.body : '',
          typeof signature === 'string' ? signature : undefined,
        );
      } catch (error) {
        if (error instanceof InvalidWebhookSignature) {
          throw new AppError('bad_request', 'webhook_signature_bad');
        }
        throw error;
      }
      return { received: true as const, outcome: await events.apply(event, request.id) };
    },
  );
};
