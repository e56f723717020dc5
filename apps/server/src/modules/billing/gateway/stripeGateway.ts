import type { Currency, Locale, PaymentMethodType } from '@hearth/domain';
import Stripe from 'stripe';
import type { StripeSettings } from '../../../config.ts';
import { cardTypeOf } from './cardTypes.ts';
import {
  type CompletedCheckout,
  type GatewayEvent,
  type GatewayWebhooks,
  InvalidWebhookSignature,
} from './gatewayEvents.ts';
import { GatewayRefusal } from './gatewayRefusal.ts';
import type {
  ChargedMethod,
  ChargeOutcome,
  ChargeRequest,
  CheckoutRequest,
  PaymentGateway,
} from './paymentGateway.ts';

/** The languages of Stripe's hosted page closest to each of ours. */
const checkoutLocales: Record<Locale, Stripe.Checkout.SessionCreateParams.Locale> = {
  'en-US': 'en',
  'en-CA': 'en',
  'es-ES': 'es',
};

const stripeMethodTypes: Record<PaymentMethodType, 'card' | 'acss_debit'> = {
  card: 'card',
  acssDebit: 'acss_debit',
};

const stripeCurrency = (currency: Currency): string => currency.toLowerCase();

function clientOf(settings: StripeSettings): Stripe {
  const api = settings.apiUrl === null ? null : new URL(settings.apiUrl);
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Hearth' },
    ...(api === null
      ? {}
      : {
          host: api.hostname,
          port: api.port === '' ? undefined : Number(api.port),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }),
  });
}

/** A payment method as receipts and renewals see it. */
function chargedMethodOf(method: Stripe.PaymentMethod): ChargedMethod {
  if (method.type === 'acss_debit') {
    return { type: 'acssDebit', cardType: null, last4: method.acss_debit?.last4 ?? '' };
  }
  return {
    type: 'card',
    cardType: method.card ? cardTypeOf(method.card.brand, method.card.funding) : null,
    last4: method.card?.last4 ?? '',
  };
}

const idOf = (value: string | { id: string } | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

// ACSS debit needs a mandate the account holder accepts on the hosted page: recurring, for a
// business, charged at each renewal.
function acssOptions(withCurrency: boolean) {
  return {
    acss_debit: {
      ...(withCurrency ? { currency: 'cad' as const } : {}),
      mandate_options: {
        payment_schedule: 'interval' as const,
        interval_description: 'At each renewal of the membership',
        transaction_type: 'business' as const,
      },
    },
  };
}

/** The Stripe gateway over the official SDK: Checkout sessions, off-session charges, refunds. */
export function createStripeGateway(
  settings: StripeSettings,
): PaymentGateway & { webhooks: GatewayWebhooks } {
  const stripe = clientOf(settings);

  async function startCheckout(request: CheckoutRequest) {
    const customer = await stripe.customers.create(
      { email: request.customerEmail, metadata: { checkoutRef: request.checkoutRef } },
      { idempotencyKey: `customer-${request.checkoutRef}` },
    );
    const debit = request.methodType === 'acssDebit';
    const common = {
      customer: customer.id,
      client_reference_id: request.checkoutRef,
      metadata: { checkoutRef: request.checkoutRef },
      payment_method_types: [stripeMethodTypes[request.methodType]],
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      locale: checkoutLocales[request.locale],
    };
    const { firstCharge } = request;
    const params: Stripe.Checkout.SessionCreateParams =
      firstCharge === null
        ? {
            ...common,
            mode: 'setup',
            currency: stripeCurrency(request.currency),
            ...(debit ? { payment_method_options: acssOptions(true) } : {}),
          }
        : {
            ...common,
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: stripeCurrency(firstCharge.currency),
                  unit_amount: firstCharge.amountCents,
                  product_data: { name: firstCharge.description },
                },
              },
            ],
            // Saved for the renewals, which are charged without the customer present.
            payment_intent_data: {
              setup_future_usage: 'off_session',
              description: firstCharge.description,
            },
            ...(debit ? { payment_method_options: acssOptions(false) } : {}),
          };
    const session = await stripe.checkout.sessions.create(params, {
      idempotencyKey: `checkout-${request.checkoutRef}`,
    });
    if (session.url === null) {
      throw new Error('Stripe returned a checkout session without a page');
    }
    return { sessionId: session.id, url: session.url };
  }

  async function chargeSavedMethod(request: ChargeRequest): Promise<ChargeOutcome> {
    try {
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: stripeCurrency(request.currency),
          customer: request.method.customerRef,
          payment_method: request.method.methodRef,
          description: request.description,
          confirm: true,
          off_session: true,
          expand: ['payment_method'],
        },
        { idempotencyKey: request.idempotencyKey },
      );
      switch (intent.status) {
        case 'succeeded':
          return {
            kind: 'paid',
            paymentRef: intent.id,
            method: chargedMethodOf(intent.payment_method as Stripe.PaymentMethod),
          };
        case 'processing':
          return { kind: 'processing', paymentRef: intent.id };
        case 'requires_action':
          return { kind: 'requiresAction', paymentRef: intent.id };
        default:
          return {
            kind: 'declined',
            paymentRef: intent.id,
            declineCode: intent.last_payment_error?.decline_code ?? intent.status,
          };
      }
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeCardError)) {
        throw error;
      }
      const paymentRef = error.payment_intent?.id ?? null;
      if (error.code === 'authentication_required' && paymentRef !== null) {
        return { kind: 'requiresAction', paymentRef };
      }
      return {
        kind: 'declined',
        paymentRef,
        declineCode: error.decline_code ?? error.code ?? 'card_declined',
      };
    }
  }

  async function completedCheckout(sessionId: string): Promise<CompletedCheckout | null> {
    const session = await stripe.checkout.sessions.retrieve(sessionId, {
      expand: ['payment_intent.payment_method', 'setup_intent.payment_method'],
    });
    const intent = session.payment_intent as Stripe.PaymentIntent | null;
    const setup = session.setup_intent as Stripe.SetupIntent | null;
    const method = (intent?.payment_method ??
      setup?.payment_method ??
      null) as Stripe.PaymentMethod | null;
    const customerRef = idOf(session.customer);
    if (method === null || customerRef === null || session.client_reference_id === null) {
      return null;
    }
    return {
      sessionId: session.id,
      checkoutRef: session.client_reference_id,
      method: { customerRef, methodRef: method.id, ...chargedMethodOf(method) },
      charge:
        intent === null ? null : { paymentRef: intent.id, settled: intent.status === 'succeeded' },
    };
  }

  const webhooks: GatewayWebhooks = {
    async read(rawBody, signature): Promise<GatewayEvent> {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
      } catch {
        throw new InvalidWebhookSignature('The webhook signature did not verify.');
      }
      switch (event.type) {
        case 'checkout.session.completed': {
          const checkout = await completedCheckout(event.data.object.id);
          return checkout === null
            ? { id: event.id, kind: 'other', type: event.type }
            : { id: event.id, kind: 'checkoutCompleted', checkout };
        }
        case 'checkout.session.expired':
          return { id: event.id, kind: 'checkoutExpired', sessionId: event.data.object.id };
        case 'payment_intent.succeeded':
          return { id: event.id, kind: 'paymentSettled', paymentRef: event.data.object.id };
        case 'payment_intent.payment_failed': {
          const failure = event.data.object.last_payment_error;
          return {
            id: event.id,
            kind: 'paymentFailed',
            paymentRef: event.data.object.id,
            declineCode: failure?.decline_code ?? failure?.code ?? 'payment_failed',
          };
        }
        default:
          return { id: event.id, kind: 'other', type: event.type };
      }
    },
  };

  return {
    configured: true,
    startCheckout,
    chargeSavedMethod,
    async refund({ paymentRef, idempotencyKey }) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentRef },
          { idempotencyKey },
        );
        return { refundRef: refund.id };
      } catch (error) {
        // Unknown to this account, refunded already in the dashboard, nothing to refund…
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          throw new GatewayRefusal(error.code ?? 'invalid_request');
        }
        throw error;
      }
    },
    webhooks,
  };
}
