import type { StripeObject } from './stripeObjects.ts';
import type { EnteredMethod, PageDecline } from './stripePayments.ts';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const pageLanguage = (locale: unknown): string =>
  typeof locale === 'string' && locale !== 'auto' ? locale : 'en';

function amountText(session: StripeObject): string {
  if (typeof session.amount_total !== 'number' || typeof session.currency !== 'string') {
    return '';
  }
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: session.currency.toUpperCase(),
  }).format(session.amount_total / 100);
}

const field = (name: string, label: string, attributes: string) => `
      <p>
        <label for="${name}">${label}</label><br>
        <input id="${name}" name="${name}" required ${attributes}>
      </p>`;

const cardFields = () =>
  field('cardNumber', 'Card number', 'inputmode="numeric" autocomplete="cc-number"') +
  field('expiry', 'Expiry (MM / YY)', 'autocomplete="cc-exp" placeholder="MM / YY"') +
  field('cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc"');

const debitFields = () =>
  field('institution', 'Institution number', 'inputmode="numeric" pattern="\\d{3}"') +
  field('transit', 'Transit number', 'inputmode="numeric" pattern="\\d{5}"') +
  field('account', 'Account number', 'inputmode="numeric" pattern="\\d{7,12}"');

const isDebit = (session: StripeObject): boolean =>
  Array.isArray(session.payment_method_types) && session.payment_method_types[0] === 'acss_debit';

/** Stripe Checkout's hosted page, reduced to an accessible form. */
export function checkoutPage(session: StripeObject, problem?: string): string {
  const charging = session.mode === 'payment';
  const title = charging ? `Pay ${amountText(session)}` : 'Save your payment details';
  const description = typeof session.description === 'string' ? session.description : '';
  // Stripe fills `{CHECKOUT_SESSION_ID}` in the success URL only: the way back is taken as given.
  const cancel = typeof session.cancel_url === 'string' ? session.cancel_url : null;
  return `<!doctype html>
<html lang="${escapeHtml(pageLanguage(session.locale))}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(title)} – Stripe test checkout</title>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(title)}</h1>
      <p>${escapeHtml(description)}</p>
      <p>Test mode: a local stand-in of Stripe Checkout.</p>
      ${problem === undefined ? '' : `<p role="alert" id="problem">${escapeHtml(problem)}</p>`}
      <form method="post" action="/checkout/${escapeHtml(session.id)}">
        ${isDebit(session) ? debitFields() : cardFields()}
        <button type="submit">${charging ? 'Pay' : 'Save'}</button>
      </form>
      ${cancel === null ? '' : `<p><a href="${escapeHtml(cancel)}">Cancel and go back</a></p>`}
    </main>
  </body>
</html>`;
}

/** A page telling the buyer the session cannot be paid any more. */
export function closedPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Checkout closed</title></head>
<body><main><h1>This checkout is no longer open.</h1></main></body></html>`;
}

/** What the buyer typed, or the message the page shows for a field left wrong. */
export function enteredMethod(
  session: StripeObject,
  form: URLSearchParams,
): EnteredMethod | PageDecline {
  const digits = (name: string) => (form.get(name) ?? '').replace(/\s/g, '');
  if (isDebit(session)) {
    const [institution, transit, account] = ['institution', 'transit', 'account'].map(digits);
    const valid =
      /^\d{3}$/.test(institution ?? '') &&
      /^\d{5}$/.test(transit ?? '') &&
      /^\d{7,12}$/.test(account ?? '');
    return valid
      ? {
          type: 'acss_debit',
          institution: institution ?? '',
          transit: transit ?? '',
          account: account ?? '',
        }
      : { message: 'Your bank account details are incomplete.', code: 'invalid_bank_account' };
  }
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.get('expiry') ?? '');
  if (expiry === null) {
    return { message: "Your card's expiration date is incomplete.", code: 'incomplete_expiry' };
  }
  const expMonth = Number(expiry[1]);
  const expYear = 2000 + Number(expiry[2]);
  const now = new Date();
  const expired =
    expYear < now.getUTCFullYear() ||
    (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1);
  if (expMonth < 1 || expMonth > 12 || expired) {
    return { message: "Your card's expiration date is in the past.", code: 'invalid_expiry_year' };
  }
  if (!/^\d{3,4}$/.test(digits('cvc'))) {
    return { message: "Your card's security code is incomplete.", code: 'incomplete_cvc' };
  }
  return { type: 'card', number: digits('cardNumber'), expMonth, expYear };
}
