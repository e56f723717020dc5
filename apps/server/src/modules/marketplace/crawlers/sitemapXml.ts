/** One page in a sitemap, with the same page in every locale (its own included). */
export type SitemapUrl = {
  location: string;
  alternates: readonly { hreflang: string; href: string }[];
  lastModified?: Date | undefined;
};

const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const xhtmlNamespace = 'http://www.w3.org/1999/xhtml';
const declaration = '<?xml version="1.0" encoding="UTF-8"?>';

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => entities[char] ?? char);

function urlEntry({ location, alternates, lastModified }: SitemapUrl): string {
  return [
    '<url>',
    `<loc>${escapeXml(location)}</loc>`,
    ...(lastModified === undefined ? [] : [`<lastmod>${lastModified.toISOString()}</lastmod>`]),
    ...alternates.map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
    ),
    '</url>',
  ].join('');
}

/** A sitemap (the sitemaps.org protocol), each page linked to its translations. */
export function urlSetXml(urls: readonly SitemapUrl[]): string {
  return [
    declaration,
    `<urlset xmlns="${sitemapNamespace}" xmlns:xhtml="${xhtmlNamespace}">`,
    ...urls.map(urlEntry),
    '</urlset>',
    '',
  ].join('\n');
}

/** A sitemap index: where the sitemaps are. */
export function sitemapIndexXml(locations: readonly string[]): string {
  return [
    declaration,
    `<sitemapindex xmlns="${sitemapNamespace}">`,
    ...locations.map((location) => `<sitemap><loc>${escapeXml(location)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}
