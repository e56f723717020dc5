import type { Notification } from '@hearth/domain';
import type { ParseKeys } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type NotificationText = { title: string; body: string };

const placeholders = (template: string) =>
  [...template.matchAll(/{{\s*(\w+)/g)].map(([, name]) => name ?? '');

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Params as the words format them: a day (a payment's next attempt, a trial's end) as a date, which
 * the words write with i18next's `datetime` in the page's format, read in UTC so it cannot shift.
 */
const formattable = (params: Notification['params']) =>
  Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' && isoDay.test(value) ? new Date(`${value}T00:00:00Z`) : value,
    ]),
  );

/**
 * Words a notification in the reader's language from its kind and params. A part whose words need
 * params the notification lacks (a row from before its kind carried them, which no row of its
 * source could give) says the kind's general words (`bodyGeneral`), which name nothing. Only a
 * kind this web has no words for (a server newer than the web) keeps the stored English.
 */
export function useNotificationText(): (notification: Notification) => NotificationText {
  const { t, i18n } = useTranslation();
  return useCallback(
    (notification: Notification) => {
      const isKey = (key: string): key is ParseKeys => i18n.exists(key);
      const word = (part: keyof NotificationText) => {
        const key = `notifications.kind.${notification.kind}.${part}` as const;
        const template: unknown = i18n.exists(key) ? t(key, { skipInterpolation: true }) : null;
        if (typeof template !== 'string') {
          return notification[part];
        }
        if (placeholders(template).every((name) => notification.params[name] !== undefined)) {
          return t(key, formattable(notification.params));
        }
        const general = `${key}General`;
        return isKey(general) ? t(general) : notification[part];
      };
      return { title: word('title'), body: word('body') };
    },
    [t, i18n],
  );
}
