import type common from '../../locales/en-US/common.json';
import type domain from '../../locales/en-US/domain.json';

// Typed keys: `t('home.titel')` fails to compile instead of showing the key on the page.
declare module 'i18next' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common; domain: typeof domain };
  }
}
