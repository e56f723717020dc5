import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../api/system.ts';

/** The name the operator gave this instance, or the product's until the server has said. */
export function useBrandName(): string {
  const { t } = useTranslation();
  const { data } = useAppInfo();
  return data?.instanceName ?? t('app.name');
}

/** Every page calls this with its translated title, so tabs and history tell pages apart. */
export function usePageTitle(page: string): void {
  const { t } = useTranslation();
  const app = useBrandName();
  useEffect(() => {
    document.title = t('app.documentTitle', { page, app });
  }, [t, page, app]);
}
