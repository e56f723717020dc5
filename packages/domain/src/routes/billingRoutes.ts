import {
  productPatchSchema,
  productSchema,
  productWriteSchema,
  taxRateAnswerSchema,
  taxRateCreateSchema,
  taxRateSchema,
} from '../api/billing.ts';
import { itemResponse, listResponse } from '../api/envelopes.ts';
import { get, patch, post } from './endpoint.ts';

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
