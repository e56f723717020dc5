import { type FormObject, textParam } from './formEncoding.ts';
import {
  invalidRequest,
  newId,
  nowSeconds,
  type ObjectStore,
  StripeApiError,
  type StripeObject,
} from './stripeObjects.ts';
import {
  attachesButDeclines,
  failingDebitAccount,
  type TestCard,
  testCardOf,
} from './testCards.ts';
import type { WebhookSender } from './webhookSender.ts';

/** What the buyer typed on the hosted page. */
export type EnteredMethod =
  | { type: 'card'; number: string; expMonth: number; expYear: number }
  | { type: 'acss_debit'; institution: string; transit: string; account: string };

/** Why the hosted page stays open: Stripe's message for the buyer, and its codes. */
export type PageDecline = { message: string; code: string; declineCode?: string };

const declineMessages: Record<string, string> = {
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
};

function cardError(code: string, declineCode: string, paymentIntent?: StripeObject) {
  return new StripeApiError(402, {
    error: {
      type: 'card_error',
      code,
      decline_code: declineCode,
      message:
        code === 'authentication_required'
          ? 'This payment requires authentication: the customer must be present.'
          : (declineMessages[declineCode] ?? 'Your card was declined.'),
      ...(paymentIntent ? { payment_intent: paymentIntent } : {}),
    },
  });
}

/** The payment side of the stand-in: customers, Checkout sessions, intents, refunds. */
export function createStripePayments(options: {
  store: ObjectStore;
  webhooks: WebhookSender;
  baseUrl: () => string;
}) {
  const { store, webhooks } = options;
  /** What a saved method does when charged later, by payment method id. */
  const offSession = new Map<string, TestCard['offSession'] | 'processing'>();
  /** Debits waiting for the bank: the intent, and whether it will settle. */
  const pendingDebits = new Map<string, boolean>();

  function createCustomer(form: FormObject): StripeObject {
    return store.put({
      id: newId('cus'),
      object: 'customer',
      created: nowSeconds(),
      email: textParam(form, 'email') ?? null,
      metadata: form.metadata ?? {},
    });
  }

  function createCheckoutSession(form: FormObject): StripeObject {
    const mode = textParam(form, 'mode');
    if (mode !== 'payment' && mode !== 'setup') {
      throw invalidRequest('The stand-in supports mode payment and setup only.', 'mode');
    }
    const successUrl = textParam(form, 'success_url');
    if (successUrl === undefined) {
      throw invalidRequest('Missing required param: success_url.', 'success_url');
    }
    const customer = textParam(form, 'customer');
    if (customer !== undefined) {
      store.get(customer, 'customer');
    }
    const [item] = Array.isArray(form.line_items) ? (form.line_items as FormObject[]) : [];
    const priceData = item?.price_data as FormObject | undefined;
    const amount = Number(textParam(priceData ?? {}, 'unit_amount') ?? 0);
    const types = form.payment_method_types;
    const id = newId('cs');
    return store.put({
      id,
      object: 'checkout.session',
      created: nowSeconds(),
      mode,
      status: 'open',
      payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
      customer: customer ?? null,
      client_reference_id: textParam(form, 'client_reference_id') ?? null,
      metadata: form.metadata ?? {},
      locale: textParam(form, 'locale') ?? 'auto',
      currency:
        (
          textParam(priceData ?? {}, 'currency') ??
          textParam(form, 'currency') ??
          null
        )?.toLowerCase() ?? null,
      amount_total: mode === 'payment' ? amount : null,
      payment_method_types: Array.isArray(types) ? types : ['card'],
      payment_intent: null,
      setup_intent: null,
      success_url: successUrl,
      cancel_url: textParam(form, 'cancel_url') ?? null,
      url: `${options.baseUrl()}/checkout/${id}`,
      description: textParam((priceData?.product_data as FormObject) ?? {}, 'name') ?? null,
    });
  }

  function savePaymentMethod(customer: string | null, entered: EnteredMethod): StripeObject {
    const base = { id: newId('pm'), object: 'payment_method', created: nowSeconds(), customer };
    if (entered.type === 'acss_debit') {
      const method = store.put({
        ...base,
        type: 'acss_debit',
        acss_debit: {
          institution_number: entered.institution,
          transit_number: entered.transit,
          last4: entered.account.slice(-4),
          bank_name: 'STRIPE TEST BANK',
        },
      });
      offSession.set(method.id, 'processing');
      return method;
    }
    const card = testCardOf(entered.number) as TestCard;
    const method = store.put({
      ...base,
      type: 'card',
      card: {
        brand: card.brand,
        funding: card.funding,
        last4: entered.number.slice(-4),
        exp_month: entered.expMonth,
        exp_year: entered.expYear,
        country: 'US',
      },
    });
    offSession.set(method.id, card.offSession);
    return method;
  }

  function paymentIntent(fields: Record<string, unknown>): StripeObject {
    return store.put({
      id: newId('pi'),
      object: 'payment_intent',
      created: nowSeconds(),
      last_payment_error: null,
      latest_charge: null,
      metadata: {},
      ...fields,
    });
  }

  /**
   * The buyer submitted the hosted page: a decline keeps it open; otherwise the method is saved,
   * charged (payment) or only set up (setup), `checkout.session.completed` is sent, signed, and the
   * page goes to `success_url`.
   */
  async function submitCheckout(
    sessionId: string,
    entered: EnteredMethod,
  ): Promise<{ decline: PageDecline } | { redirect: string }> {
    const session = store.get(sessionId, 'checkout.session');
    if (session.status !== 'open') {
      throw invalidRequest('This Checkout Session is no longer open.');
    }
    if (entered.type === 'card') {
      const card = testCardOf(entered.number);
      if (card === undefined) {
        return { decline: { message: 'Your card number is invalid.', code: 'incorrect_number' } };
      }
      const chargeable =
        session.mode === 'payment' || entered.number.replace(/\D/g, '') !== attachesButDeclines;
      if (card.onSession !== 'succeeds' && chargeable) {
        const declineCode = card.onSession.declineCode;
        const message = declineMessages[declineCode] ?? 'Your card was declined.';
        return { decline: { message, code: 'card_declined', declineCode } };
      }
    }
    const customer = typeof session.customer === 'string' ? session.customer : null;
    const method = savePaymentMethod(customer, entered);
    if (session.mode === 'setup') {
      const setup = store.put({
        id: newId('seti'),
        object: 'setup_intent',
        created: nowSeconds(),
        customer,
        payment_method: method.id,
        status: 'succeeded',
        usage: 'off_session',
        payment_method_types: [method.type],
      });
      store.update(session.id, { status: 'complete', setup_intent: setup.id });
    } else {
      const debit = entered.type === 'acss_debit';
      const intent = paymentIntent({
        amount: session.amount_total,
        currency: session.currency,
        customer,
        payment_method: method.id,
        payment_method_types: [method.type],
        setup_future_usage: 'off_session',
        description: session.description,
        status: debit ? 'processing' : 'succeeded',
        latest_charge: debit ? null : newId('ch'),
      });
      if (debit) {
        pendingDebits.set(intent.id, entered.account !== failingDebitAccount);
      }
      store.update(session.id, {
        status: 'complete',
        payment_intent: intent.id,
        payment_status: debit ? 'unpaid' : 'paid',
      });
    }
    await webhooks.send('checkout.session.completed', structuredClone(session));
    const redirect = String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id);
    return { redirect };
  }

  /** `POST /v1/payment_intents` with `confirm` and `off_session`: a renewal's charge. */
  function createPaymentIntent(form: FormObject): StripeObject {
    if (textParam(form, 'confirm') !== 'true' || textParam(form, 'off_session') !== 'true') {
      throw invalidRequest('The stand-in confirms off-session payment intents only.', 'confirm');
    }
    const methodId = textParam(form, 'payment_method') ?? '';
    const method = store.get(methodId, 'payment_method');
    const amount = Number(textParam(form, 'amount'));
    if (!Number.isInteger(amount) || amount < 1) {
      throw invalidRequest('Invalid integer: amount.', 'amount');
    }
    const behaviour = offSession.get(method.id);
    const base = {
      amount,
      currency: (textParam(form, 'currency') ?? '').toLowerCase(),
      customer: textParam(form, 'customer') ?? method.customer,
      payment_method: method.id,
      payment_method_types: [method.type],
      description: textParam(form, 'description') ?? null,
    };
    if (behaviour === 'declines') {
      const intent = paymentIntent({ ...base, status: 'requires_payment_method' });
      throw cardError('card_declined', 'generic_decline', intent);
    }
    if (behaviour === 'requiresAction') {
      const intent = paymentIntent({ ...base, status: 'requires_action' });
      throw cardError('authentication_required', 'authentication_required', intent);
    }
    // A debit is accepted now and settles days later, when the test lets the bank answer.
    const status = behaviour === 'processing' ? 'processing' : 'succeeded';
    const intent = paymentIntent({
      ...base,
      status,
      latest_charge: status === 'succeeded' ? newId('ch') : null,
    });
    if (status === 'processing') {
      pendingDebits.set(intent.id, true);
    }
    return intent;
  }

  function createRefund(form: FormObject): StripeObject {
    const intentId = textParam(form, 'payment_intent');
    if (intentId === undefined) {
      throw invalidRequest('Missing required param: payment_intent.', 'payment_intent');
    }
    const intent = store.get(intentId, 'payment_intent');
    if (intent.status !== 'succeeded') {
      throw invalidRequest(
        'This PaymentIntent has no successful charge to refund.',
        'payment_intent',
      );
    }
    if (intent.refunded === true) {
      throw new StripeApiError(400, {
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: `Charge ${String(intent.latest_charge)} has already been refunded.`,
        },
      });
    }
    store.update(intent.id, { refunded: true });
    return store.put({
      id: newId('re'),
      object: 'refund',
      created: nowSeconds(),
      amount: intent.amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: intent.latest_charge,
      reason: textParam(form, 'reason') ?? null,
      status: 'succeeded',
    });
  }

  /** The bank answers every pending debit: each settles or fails, with its webhook. */
  async function settleDebits(): Promise<void> {
    for (const [intentId, settles] of [...pendingDebits]) {
      pendingDebits.delete(intentId);
      const intent = settles
        ? store.update(intentId, { status: 'succeeded', latest_charge: newId('ch') })
        : store.update(intentId, {
            status: 'requires_payment_method',
            last_payment_error: { type: 'card_error', code: 'payment_method_not_available' },
          });
      const type = settles ? 'payment_intent.succeeded' : 'payment_intent.payment_failed';
      await webhooks.send(type, structuredClone(intent));
    }
  }

  return {
    createCustomer,
    createCheckoutSession,
    submitCheckout,
    createPaymentIntent,
    createRefund,
    settleDebits,
  };
}

export type StripePayments = ReturnType<typeof createStripePayments>;
