import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { createCrawlerRepo } from './crawlerRepo.ts';
import { createCrawlerService } from './crawlerService.ts';
import { crawlerRoutes } from './routes.ts';

export type CrawlersModuleOptions = {
  db: Database;
  /** Where people reach the app: sitemaps name whole addresses. */
  publicUrl: string;
};

/** What search engines read: robots.txt, and a sitemap of the public pages per locale. */
export const crawlersModule: FastifyPluginAsync<CrawlersModuleOptions> = async (
  app,
  { db, publicUrl },
) => {
  await app.register(crawlerRoutes, {
    crawlers: createCrawlerService(createCrawlerRepo(db), publicUrl),
  });
};
