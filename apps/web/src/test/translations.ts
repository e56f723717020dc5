import type { Resource } from 'i18next';
import { catalogueFile } from '../app/i18n/catalogueFile.ts';

// Tests hold every language at once, so a page renders in any locale without waiting.
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function collect(): { resources: Resource; namespaces: string[] } {
  const resources: Resource = {};
  const namespaces = new Set<string>();
  for (const [file, content] of Object.entries(files)) {
    const found = catalogueFile(file);
    if (found !== null) {
      resources[found.locale] = { ...resources[found.locale], [found.namespace]: content };
      namespaces.add(found.namespace);
    }
  }
  return { resources, namespaces: [...namespaces] };
}

/** Every translation by locale, then namespace: what `t()` can find. */
export const { resources, namespaces } = collect();
