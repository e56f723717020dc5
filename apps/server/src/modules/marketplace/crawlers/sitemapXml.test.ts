import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, urlSetXml } from './sitemapXml.ts';

describe('sitemap XML', () => {
  it('escapes what XML would read as markup in an address', () => {
    const location = 'https://care.example/es-es?a=1&b="2"';
    const xml = urlSetXml([{ location, alternates: [{ hreflang: 'es-ES', href: location }] }]);
    expect(xml).toContain('<loc>https://care.example/es-es?a=1&amp;b=&quot;2&quot;</loc>');
    expect(xml).toContain('href="https://care.example/es-es?a=1&amp;b=&quot;2&quot;"');
    expect(sitemapIndexXml(['https://care.example/<x>'])).toContain(
      '<loc>https://care.example/&lt;x&gt;</loc>',
    );
  });

  it('dates a page only when it knows when it changed', () => {
    const changed = new Date('2026-11-26T10:00:00Z');
    const dated = urlSetXml([
      { location: 'https://care.example/a', alternates: [], lastModified: changed },
    ]);
    expect(dated).toContain('<lastmod>2026-11-26T10:00:00.000Z</lastmod>');
    expect(urlSetXml([{ location: 'https://care.example/a', alternates: [] }])).not.toContain(
      '<lastmod>',
    );
  });
});
