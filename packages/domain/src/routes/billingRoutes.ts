import {
  productPatchSchema,
  productSchema,
  productWriteSchema,
  taxRateAnswerSchema,
  taxRateCreateSchema,
  taxRateSchema,
} from '../api/billing.ts';
import { itemResponse, listResponse } from '../api/envelopes.ts';
import {
  checkoutCreateSchema,
  checkoutSessionSchema,
  paymentRecordSchema,
  paymentRefundSchema,
  paymentVoidSchema,
  quoteRequestSchema,
  quoteSchema,
  subscriptionCancelSchema,
  subscriptionCreateSchema,
  subscriptionPaymentSchema,
  subscriptionSchema,
} from '../api/subscriptions.ts';
import { file, get, patch, post } from './endpoint.ts';

const productResponse = itemResponse(productSchema);

export const taxRateRoutes = {
  /** The tax a region charges on a day (public: shown before anyone buys). */
  lookUp: get('/api/tax-rate', itemResponse(taxRateAnswerSchema)),
  list: get('/api/tax-rates', listResponse(taxRateSchema)),
  create: post('/api/tax-rates', {
    body: taxRateCreateSchema,
    response: itemResponse(taxRateSchema),
  }),
};

export const productRoutes = {
  list: get('/api/products', listResponse(productSchema)),
  show: get('/api/products/:productId', productResponse),
  create: post('/api/products', { body: productWriteSchema, response: productResponse }),
  update: patch('/api/products/:productId', {
    body: productPatchSchema,
    response: productResponse,
  }),
  retire: post('/api/products/:productId/retire', { response: productResponse }),
};

const subscriptionResponse = itemResponse(subscriptionSchema);
const paymentResponse = itemResponse(subscriptionPaymentSchema);

export const subscriptionRoutes = {
  /** Price and tax of a product for a billing address, at today's rate. */
  quote: post('/api/subscriptions/quote', {
    body: quoteRequestSchema,
    response: itemResponse(quoteSchema),
  }),
  list: get('/api/subscriptions', listResponse(subscriptionSchema)),
  create: post('/api/subscriptions', {
    body: subscriptionCreateSchema,
    response: subscriptionResponse,
  }),
  /** Card or debit: a session on the gateway's hosted page; its webhook creates the subscription. */
  checkout: post('/api/subscriptions/checkout', {
    body: checkoutCreateSchema,
    response: itemResponse(checkoutSessionSchema),
  }),
  checkoutStatus: get(
    '/api/subscriptions/checkout/:sessionId',
    itemResponse(checkoutSessionSchema),
  ),
  cancel: post('/api/subscriptions/:subscriptionId/cancel', {
    body: subscriptionCancelSchema,
    response: subscriptionResponse,
  }),
};

export const subscriptionPaymentRoutes = {
  list: get('/api/subscription-payments', listResponse(subscriptionPaymentSchema)),
  show: get('/api/subscription-payments/:paymentId', paymentResponse),
  /** The invoice (unpaid) or receipt (paid) as a PDF, in `?locale=` or the request's language. */
  pdf: file('/api/subscription-payments/:paymentId/pdf'),
  record: post('/api/subscription-payments/:paymentId/record', {
    body: paymentRecordSchema,
    response: paymentResponse,
  }),
  void: post('/api/subscription-payments/:paymentId/void', {
    body: paymentVoidSchema,
    response: paymentResponse,
  }),
  refund: post('/api/subscription-payments/:paymentId/refund', {
    body: paymentRefundSchema,
    response: paymentResponse,
  }),
};
