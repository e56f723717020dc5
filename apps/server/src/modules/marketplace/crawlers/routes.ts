import { Locale } from '@hearth/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { type CrawlerService, localeSitemapPath } from './crawlerService.ts';
import { crawlerAccess } from './policy.ts';

export type CrawlerRoutesOptions = { crawlers: CrawlerService };

const text = 'text/plain; charset=utf-8';
const xml = 'application/xml; charset=utf-8';

// Crawlers come back every few hours at most; an hour lets a new listing in soon enough.
const sendCached = (reply: FastifyReply, type: string, body: string) =>
  reply.type(type).header('Cache-Control', 'public, max-age=3600').send(body);

/** robots.txt and the sitemaps: files at the site's root, not API calls, so not in /api/docs. */
export const crawlerRoutes: FastifyPluginAsync<CrawlerRoutesOptions> = async (
  app,
  { crawlers },
) => {
  const options = { config: { access: crawlerAccess.read }, schema: { hide: true } };

  app.get('/robots.txt', options, async (_request, reply) =>
    sendCached(reply, text, crawlers.robotsTxt()),
  );

  app.get('/sitemap.xml', options, async (_request, reply) =>
    sendCached(reply, xml, crawlers.sitemapIndex()),
  );

  for (const locale of Locale.codes) {
    app.get(localeSitemapPath(locale), options, async (_request, reply) =>
      sendCached(reply, xml, await crawlers.sitemap(locale)),
    );
  }
};
