import type { Locale, Notification } from '@hearth/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../app/i18n/formats.ts';
import { useLocale } from '../../app/i18n/useLocale.ts';

export type NotificationText = { title: string; body: string };

const placeholders = (template: string) =>
  [...template.matchAll(/{{\s*(\w+)\s*}}/g)].map(([, name]) => name ?? '');

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** Params as the page shows them: a day (a payment's next attempt, a trial's end) in its format. */
const shownParams = (params: Notification['params'], locale: Locale) =>
  Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' && isoDay.test(value) ? formatDay(value, locale) : value,
    ]),
  );

/**
 * Words a notification in the reader's language from its kind and params. A wording whose
 * params the notification lacks (an older notification, a newer kind) keeps the stored English.
 */
export function useNotificationText(): (notification: Notification) => NotificationText {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  return useCallback(
    (notification: Notification) => {
      const word = (part: keyof NotificationText) => {
        const key = `notifications.kind.${notification.kind}.${part}` as const;
        const template: unknown = i18n.exists(key) ? t(key, { skipInterpolation: true }) : null;
        const complete =
          typeof template === 'string' &&
          placeholders(template).every((name) => notification.params[name] !== undefined);
        return complete ? t(key, shownParams(notification.params, locale)) : notification[part];
      };
      return { title: word('title'), body: word('body') };
    },
    [t, i18n, locale],
  );
}
