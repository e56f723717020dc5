import { readdir, readFile } from 'node:fs/promises';
import { Locale } from '@hearth/domain';
import { AppError } from '../../platform/errors.ts';

/** A translation file: keys to text, or to nested groups of keys. */
export type Translations = { [key: string]: string | Translations };

// The web app's own translation files, served as they are to API clients (mobile apps, kiosks).
const defaultFolder = new URL('../../../../web/src/locales/', import.meta.url);

const notFound = () => new AppError('not_found', 'translation_file_not_found');

/**
 * Serves `<locale>/<namespace>.json` of the web app. Both names must be on an allow-list (the
 * locales we serve; the namespaces the default locale has), so no request names a path itself.
 * Files change only with a deploy, so each is read once.
 */
export function createTranslationFiles(folder: URL = defaultFolder) {
  let namespaces: Promise<Set<string>> | undefined;
  const cache = new Map<string, Translations>();

  const knownNamespaces = () => {
    namespaces ??= readdir(new URL(`${Locale.enUS}/`, folder)).then(
      (files) =>
        new Set(files.filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -5))),
    );
    return namespaces;
  };

  return {
    async read(locale: string, namespace: string): Promise<Translations> {
      if (!Locale.isCode(locale) || !(await knownNamespaces()).has(namespace)) {
        throw notFound();
      }
      const key = `${locale}/${namespace}`;
      const cached = cache.get(key);
      if (cached !== undefined) {
        return cached;
      }
      try {
        const file = JSON.parse(await readFile(new URL(`${key}.json`, folder), 'utf8'));
        cache.set(key, file);
        return file;
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') {
          throw notFound();
        }
        throw error;
      }
    },
  };
}

export type TranslationFiles = ReturnType<typeof createTranslationFiles>;
