import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { createProductRepo } from './productRepo.ts';
import { productRoutes } from './productRoutes.ts';
import { createProductService } from './productService.ts';

/** The membership catalogue: what agencies, partners and providers can subscribe to. */
export const productsModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(productRoutes, { products: createProductService(db, createProductRepo(db)) });
};
