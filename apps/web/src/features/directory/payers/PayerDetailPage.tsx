import { PayerKind } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../app/i18n/useLabel.ts';
import { EntryRecordPage } from '../entries/EntryRecordPage.tsx';
import { emailLink, phoneLink, websiteLink } from '../shared/contactLinks.tsx';
import { payersApi } from './payersApi.ts';

/** One payer: what kind, where it applies, and whom to call about claims. */
export function PayerDetailPage() {
  const { t } = useTranslation('directory');
  const label = useLabel();
  return (
    <EntryRecordPage
      useOne={payersApi.useOne}
      useSetRetired={payersApi.useSetRetired}
      listPath="/user/payers"
      texts={{
        back: t('payer.back'),
        loading: t('payer.title'),
        notFound: t('payer.notFound.title'),
        notFoundMessage: t('payer.notFound.message'),
        details: t('payer.details'),
      }}
      facts={(payer) => [
        { term: t('payer.kind'), value: label(PayerKind.labelKey(payer.kind)) },
        {
          term: t('payer.province'),
          value: payer.province?.name ?? t('payer.everywhere'),
        },
        payer.contactName !== null && { term: t('payer.contactName'), value: payer.contactName },
        payer.phone !== null && { term: t('payer.phone'), value: phoneLink(payer.phone) },
        payer.email !== null && { term: t('payer.email'), value: emailLink(payer.email) },
        payer.website !== null && { term: t('payer.website'), value: websiteLink(payer.website) },
      ]}
    />
  );
}
