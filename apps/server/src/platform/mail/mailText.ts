import { DEFAULT_LOCALE, Locale, localeBase } from '@hearth/domain';

/** A mail's words: its subject and plain text body. */
export type MailText = { subject: string; text: string };

/**
 * One mail in every locale of the app: a mail is written once per language, by its module, and
 * the type refuses a catalogue that leaves a locale out.
 */
export type MailCatalogue<Params> = Record<Locale, (params: Params) => MailText>;

/** The locale of someone's mails: their stored preference, or the default for anything else. */
export function recipientLocale(recipient: { preferredLocale: string | null | undefined }): Locale {
  const { preferredLocale } = recipient;
  return Locale.isCode(preferredLocale) ? preferredLocale : DEFAULT_LOCALE;
}

/** An address of the web app under the locale's prefix (`https://host/es-es/reset-password?…`). */
export function localizedLink(publicUrl: string, locale: Locale, pathAndQuery: string): string {
  return `${publicUrl}${localeBase(locale)}${pathAndQuery}`;
}
