import type { Notification } from '@hearth/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type NotificationText = { title: string; body: string };

const placeholders = (template: string) =>
  [...template.matchAll(/{{\s*(\w+)\s*}}/g)].map(([, name]) => name ?? '');

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
        return complete ? t(key, notification.params) : notification[part];
      };
      return { title: word('title'), body: word('body') };
    },
    [t, i18n],
  );
}
