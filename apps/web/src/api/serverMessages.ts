import type { ErrorCode, ErrorResponse, FieldErrors, MessageParams } from '@hearth/domain';
import type { i18n as I18n } from 'i18next';
import { loadNamespace } from '../app/i18n/loadLocale.ts';

type Coded = { code: string; params?: MessageParams | undefined };

// The server writes its words in English: on a page in another language they are not shown.
const speaksServerLanguage = (i18n: I18n) => i18n.language.toLowerCase().startsWith('en');

const isoMoment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** A key the web translates already (`caregivers:validation.x`), as some field messages are. */
const isTranslationKey = (text: string) => /^\w+:[\w.]+$/.test(text);

/** Parameters as the page shows them: a moment in the page's own date and time format. */
function shownParams(params: MessageParams, i18n: I18n): MessageParams {
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' && isoMoment.test(value) ? format.format(new Date(value)) : value,
    ]),
  );
}

/**
 * Fetches the words of the server's messages (an on-demand namespace: no page needs them before
 * the server first refuses something); a failed fetch leaves the general words of `common`.
 */
export async function loadServerMessages(i18n: I18n): Promise<void> {
  try {
    await loadNamespace(i18n, 'serverMessages');
  } catch {
    // Offline or a stale build: the message falls back to its error code's words.
  }
}

/**
 * The words of a coded message in the page's language, or undefined for a code it does not know
 * (a newer server's) or whose words are not here.
 */
export function codedText(coded: Coded | undefined, i18n: I18n): string | undefined {
  if (coded === undefined) {
    return undefined;
  }
  const key = `serverMessages:${coded.code}`;
  return i18n.exists(key)
    ? i18n.t(key as 'serverMessages:invalid', shownParams(coded.params ?? {}, i18n))
    : undefined;
}

/**
 * An error envelope's message and field messages in the page's language: by their codes; a
 * message without a code the web knows stays as the server wrote it on an English page, and on
 * another page gives way to the words of its error code (or of an invalid value, for a field).
 */
export function translatedErrorBody(
  body: ErrorResponse,
  i18n: I18n,
): { message: string; fieldErrors: FieldErrors } {
  const keepText = speaksServerLanguage(i18n);
  const fallback = (code: ErrorCode | undefined) =>
    keepText || code === undefined ? body.message : i18n.t(`errors.byCode.${code}`);
  const message =
    codedText(
      body.messageCode === undefined ? undefined : { code: body.messageCode, params: body.params },
      i18n,
    ) ?? fallback(body.code);
  const fieldErrors: FieldErrors = {};
  for (const [field, texts] of Object.entries(body.errors ?? {})) {
    const [first, ...rest] = texts;
    // A schema's own key names the rule more precisely than the generic code of its check.
    const translated =
      first !== undefined && isTranslationKey(first)
        ? first
        : (codedText(body.fields?.[field], i18n) ??
          (first === undefined || keepText ? first : i18n.t('errors.invalidValue')));
    fieldErrors[field] = translated === undefined ? texts : [translated, ...rest];
  }
  return { message, fieldErrors };
}
