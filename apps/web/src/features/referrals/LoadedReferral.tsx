import { canEditReferralDetails, type ReferralDetail } from '@hearth/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { RecordNotFound } from '../../components/RecordNotFound.tsx';
import { isNotFound } from '../patients/index.ts';
import { useReferral, useReferralIdParam } from './referralsApi.ts';

/**
 * The referral of the page's address once loaded, the page titled by `title` meanwhile too; not
 * found, loading and failure said alike on every referral page.
 */
export function LoadedReferral({
  title,
  children,
}: {
  title: (referral: ReferralDetail | undefined) => string;
  children: (referral: ReferralDetail) => ReactNode;
}) {
  const { t } = useTranslation('referrals');
  const id = useReferralIdParam();
  const query = useReferral(id ?? 0, id !== null);
  usePageTitle(title(query.data));

  if (id === null || isNotFound(query.error)) {
    return (
      <RecordNotFound title={t('detail.notFound.title')} message={t('detail.notFound.message')} />
    );
  }
  if (query.isPending) {
    return <ListLoading label={t('detail.loading')} />;
  }
  if (query.isError) {
    return <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}

/** Whether the reader may edit the referral's details now (the server's own rule). */
export const detailsEditable = (referral: ReferralDetail): boolean =>
  referral.party !== null && canEditReferralDetails(referral.party, referral.status);
