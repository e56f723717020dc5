import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n.ts';
import { hasLocale, loadLocale, loadNamespace } from './loadLocale.ts';

describe('loading the words of a language', () => {
  it('leaves the on-demand namespaces out until a page asks for them', async () => {
    const i18n = createI18n('en-US');
    await loadLocale(i18n, 'en-US');
    expect(hasLocale(i18n, 'en-US')).toBe(true);
    expect(i18n.hasResourceBundle('en-US', 'marketplace')).toBe(true);
    expect(i18n.hasResourceBundle('en-US', 'billing')).toBe(false);

    await loadNamespace(i18n, 'billing');
    expect(i18n.getFixedT('en-US', 'billing')('pricing.title')).toBe('Pricing');
  });

  it('brings an asked-for namespace along with a language shown later', async () => {
    const i18n = createI18n('en-CA');
    await loadLocale(i18n, 'en-CA');
    await loadNamespace(i18n, 'billing');
    expect(i18n.hasResourceBundle('es-ES', 'billing')).toBe(false);

    await loadLocale(i18n, 'es-ES');
    expect(i18n.getFixedT('es-ES', 'billing')('pricing.title')).toBe('Precios');
    expect(i18n.hasResourceBundle('es-ES', 'listingEditor')).toBe(false);
  });

  it('gives every caller the same load of a language', () => {
    const i18n = createI18n('en-US');
    expect(loadLocale(i18n, 'es-ES')).toBe(loadLocale(i18n, 'es-ES'));
  });
});
