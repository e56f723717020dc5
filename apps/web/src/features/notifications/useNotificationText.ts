import type { Notification } from '@hearth/domain';
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
 * Words a notification in the reader's language from its kind and params. A wording whose
 * params the notification lacks (an older notification, a newer kind) keeps the stored English.
 */
export function useNotificationText(): (notification: Notification) => NotificationText {
  const { t, i18n } = useTranslation();
  return useCallback(
    (notification: Notification) => {
      const word = (part: keyof NotificationText) => {
        const key = `notifications.kind.${notification.kind}.${part}` as const;
        const template: unknown = i18n.exists(key) ? t(key, { skipInterpolation: true }) : null;
        const complete =
          typeof template === 'string' &&
          placeholders(template).every((name) => notification.params[name] !== undefined);
        return complete ? t(key, formattable(notification.params)) : notification[part];
      };
      return { title: word('title'), body: word('body') };
    },
    [t, i18n],
  );
}
