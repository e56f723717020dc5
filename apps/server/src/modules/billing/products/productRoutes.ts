import {
  itemResponse,
  listResponse,
  productIdParamsSchema,
  productListQuerySchema,
  productPatchSchema,
  productSchema,
  productWriteSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { billingAccess } from '../policy.ts';
import { type ProductService, productDto } from './productService.ts';

const tags = ['billing'];
const productResponse = itemResponse(productSchema);

export const productRoutes: FastifyPluginAsyncZod<{ products: ProductService }> = async (
  app,
  { products },
) => {
  app.get(
    '/api/products',
    {
      config: { access: billingAccess.catalogue },
      schema: {
        tags,
        summary: 'Membership products on sale (or, with active=false, retired ones)',
        querystring: productListQuerySchema,
        response: { 200: listResponse(productSchema) },
      },
    },
    async (request) => {
      const rows = await products.list(request.query);
      return {
        data: rows.map(productDto),
        meta: { page: 1, perPage: Math.max(rows.length, 1), total: rows.length },
      };
    },
  );

  app.get(
    '/api/products/:productId',
    {
      config: { access: billingAccess.catalogue },
      schema: {
        tags,
        summary: 'One membership product, retired or not (a subscriber may hold a retired one)',
        params: productIdParamsSchema,
        response: { 200: productResponse },
      },
    },
    async (request) => ({
      data: productDto(await products.show(request.params.productId)),
    }),
  );

  app.post(
    '/api/products',
    {
      config: { access: billingAccess.manage },
      schema: {
        tags,
        summary: 'Add a membership product to the catalogue',
        body: productWriteSchema,
        response: { 201: productResponse },
      },
    },
    async (request, reply) => {
      const row = await products.create(request.body, auditContextOf(request));
      return reply.status(201).send({ data: productDto(row) });
    },
  );

  app.patch(
    '/api/products/:productId',
    {
      config: { access: billingAccess.manage },
      schema: {
        tags,
        summary: 'Change a membership product (sales from now on; issued invoices keep theirs)',
        params: productIdParamsSchema,
        body: productPatchSchema,
        response: { 200: productResponse },
      },
    },
    async (request) => ({
      data: productDto(
        await products.update(request.params.productId, request.body, auditContextOf(request)),
      ),
    }),
  );

  app.post(
    '/api/products/:productId/retire',
    {
      config: { access: billingAccess.manage },
      schema: {
        tags,
        summary: 'Take a membership product off sale (never deleted)',
        params: productIdParamsSchema,
        response: { 200: productResponse },
      },
    },
    async (request) => ({
      data: productDto(await products.retire(request.params.productId, auditContextOf(request))),
    }),
  );
};
