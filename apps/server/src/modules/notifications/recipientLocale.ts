import { DEFAULT_LOCALE, type Locale } from '@hearth/domain';

/** Who a mail is written for; what decides its language. */
export type MailRecipient = { id: number; email: string };

/**
 * The language a person's mail is written in. Accounts carry no language of their own yet, so
 * every mail is in the default; the one place to read the person's own once they have one.
 */
export function recipientLocale(_recipient: MailRecipient): Locale {
  return DEFAULT_LOCALE;
}
