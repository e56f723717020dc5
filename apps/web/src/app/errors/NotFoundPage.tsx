import { useTranslation } from 'react-i18next';
import { MessagePage } from './MessagePage.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return <MessagePage title={t('notFound.title')} message={t('notFound.message')} />;
}
