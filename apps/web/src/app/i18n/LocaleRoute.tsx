import type { Locale } from '@hearth/domain';
import { use, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLayout } from '../layout/AppLayout.tsx';
import { hasLocale, loadLocale } from './loadLocale.ts';

export type LocaleRouteProps = { locale: Locale };

/** The root of one locale base (`/en-ca/...`): the address decides the language of the page. */
export function LocaleRoute({ locale }: LocaleRouteProps) {
  const { i18n } = useTranslation();
  // A language shown for the first time: the page waits for its words (the router keeps the
  // previous page on screen meanwhile).
  if (!hasLocale(i18n, locale)) {
    use(loadLocale(i18n, locale));
  }

  // Before paint, so a page never shows in the previous language.
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    if (i18n.language !== locale) {
      void i18n.changeLanguage(locale);
    }
  }, [i18n, locale]);

  return <AppLayout />;
}
