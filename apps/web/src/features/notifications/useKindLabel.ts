import type { NotificationKind } from '@hearth/domain';
import { useTranslation } from 'react-i18next';

/** A kind of notification named in the reader's language, as the bell titles it. */
export function useKindLabel(): (kind: NotificationKind) => string {
  const { t } = useTranslation();
  return (kind) => t(`notifications.kind.${kind}.title`);
}
