import {
  Locale,
  listingPagePath,
  localeBase,
  type MarketplaceProduct,
  SearchType,
} from '@hearth/domain';
import { GUARDED_PREFIXES } from '../../../platform/access.ts';
import type { CrawlerRepo } from './crawlerRepo.ts';
import { type SitemapUrl, sitemapIndexXml, urlSetXml } from './sitemapXml.ts';

/** The protocol's most addresses in one sitemap; a search engine refuses a longer one whole. */
const MAX_SITEMAP_URLS = 50_000;

/** Where one locale's sitemap is, e.g. `/sitemaps/es-es.xml`. */
export const localeSitemapPath = (locale: Locale) => `/sitemaps${localeBase(locale)}.xml`;

/** A public page as a path inside the locale base; the home page is the base itself. */
type PublicPage = { path: string; lastModified?: Date };

// The home page and the search of each kind of care, as the web's routes place them.
const searchPages: readonly PublicPage[] = [
  { path: '' },
  ...SearchType.codes.map((searchType) => ({ path: `/${searchType}` })),
];

/** What search engines read: which paths to keep off, and the public pages in every locale. */
export function createCrawlerService(repo: CrawlerRepo, publicUrl: string) {
  const address = (locale: Locale, path: string) => `${publicUrl}${localeBase(locale)}${path}`;

  const sitemapUrl = (locale: Locale, page: PublicPage): SitemapUrl => ({
    location: address(locale, page.path),
    alternates: Locale.codes.map((other) => ({ hreflang: other, href: address(other, page.path) })),
    lastModified: page.lastModified,
  });

  return {
    /** The API, the administrators' calls and every locale's signed-in area stay out. */
    robotsTxt(): string {
      const kept = [
        ...GUARDED_PREFIXES,
        ...Locale.codes.map((locale) => `${localeBase(locale)}/user`),
      ];
      return [
        'User-agent: *',
        'Allow: /',
        ...kept.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ].join('\n');
    },

    sitemapIndex(): string {
      return sitemapIndexXml(
        Locale.codes.map((locale) => `${publicUrl}${localeSitemapPath(locale)}`),
      );
    },

    /** The public pages of one locale, each with its translations: search pages, then listings. */
    async sitemap(locale: Locale): Promise<string> {
      const listings = await repo.publicListings(MAX_SITEMAP_URLS - searchPages.length);
      const listingPages = listings.map((listing) => ({
        path: listingPagePath({ id: listing.id, product: listing.product as MarketplaceProduct }),
        lastModified: listing.updatedAt,
      }));
      return urlSetXml([...searchPages, ...listingPages].map((page) => sitemapUrl(locale, page)));
    },
  };
}

export type CrawlerService = ReturnType<typeof createCrawlerService>;
