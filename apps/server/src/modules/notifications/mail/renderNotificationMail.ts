import { localeBase, type NotificationKind } from '@hearth/domain';
import type { Mail } from '../../../platform/mail/index.ts';
import { recipientLocale } from '../../../platform/mail/mailText.ts';
import { escapeHtml } from './escapeHtml.ts';
import { MAIL_WORDING } from './wording.ts';

/** Who a mail is written for: their address, and their language. */
export type MailRecipient = { email: string; preferredLocale: string };

export type NotificationMailInput = {
  recipient: MailRecipient;
  kind: NotificationKind;
  params: Record<string, string | number>;
  /** A path in the app without the locale prefix, or null. */
  link: string | null;
  /** The signed token of this recipient's and kind's unsubscribe link. */
  unsubscribeToken: string;
};

/** The web's pages a mail links to, under the recipient's locale. */
export const UNSUBSCRIBE_PAGE = '/unsubscribe';
export const PREFERENCES_PAGE = '/user/profile';
/**
 * The API address of a mail's `List-Unsubscribe` header: a mail client's one-click POST (RFC 8058)
 * unsubscribes there; a browser opening it is sent on to the unsubscribe page.
 */
export const ONE_CLICK_UNSUBSCRIBE = '/api/notification-preferences/one-click-unsubscribe';

/**
 * A notification as mail in the recipient's language: plain text and the same as simple HTML
 * (inline styles only, as mail clients drop style sheets), with one-click List-Unsubscribe headers.
 */
export function renderNotificationMail(publicUrl: string, input: NotificationMailInput): Mail {
  const locale = recipientLocale(input.recipient);
  const { kinds, chrome } = MAIL_WORDING[locale];
  const wording = kinds[input.kind];
  const base = `${publicUrl}${localeBase(locale)}`;
  const sentence = wording.body(input.params);
  const openUrl = input.link === null ? null : `${base}${input.link}`;
  const preferencesUrl = `${base}${PREFERENCES_PAGE}`;
  const token = encodeURIComponent(input.unsubscribeToken);
  const unsubscribeUrl = `${base}${UNSUBSCRIBE_PAGE}?token=${token}`;
  const oneClickUrl = `${publicUrl}${ONE_CLICK_UNSUBSCRIBE}?token=${token}&locale=${locale}`;

  const text = [
    wording.subject,
    '',
    sentence,
    ...(openUrl === null ? [] : ['', `${chrome.open}: ${openUrl}`]),
    '',
    '--',
    chrome.why,
    `${chrome.preferences}: ${preferencesUrl}`,
    `${chrome.unsubscribe}: ${unsubscribeUrl}`,
  ].join('\n');

  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:#1565c0">${escapeHtml(label)}</a>`;
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#212121;line-height:1.5">`,
    `<h1 style="font-size:20px">${escapeHtml(wording.subject)}</h1>`,
    `<p>${escapeHtml(sentence)}</p>`,
    openUrl === null ? '' : `<p>${link(openUrl, chrome.open)}</p>`,
    '<hr style="border:none;border-top:1px solid #e0e0e0">',
    `<p style="font-size:13px;color:#616161">${escapeHtml(chrome.why)}<br>`,
    `${link(preferencesUrl, chrome.preferences)} · ${link(unsubscribeUrl, chrome.unsubscribe)}</p>`,
    '</body></html>',
  ].join('');

  return {
    to: input.recipient.email,
    subject: wording.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
