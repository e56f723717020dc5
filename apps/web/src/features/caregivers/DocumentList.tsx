import { type CaregiverDocument, CertificationKind } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useDateFormat } from '../../components/DateTime.tsx';
import { CardRows } from '../../components/list/CardRows.tsx';
import type { Column } from '../../components/list/types.ts';
import { ExpiryChip } from './CaregiverChips.tsx';

export type DocumentListProps = {
  documents: readonly CaregiverDocument[];
  /** A last column of what may be done with each, for those who keep the documents. */
  actions?: { header: string; cell: (document: CaregiverDocument) => ReactNode } | undefined;
};

/** The name of a document's kind in the reader's language. */
export function useDocumentKind() {
  const label = useLabel();
  return (document: CaregiverDocument) => label(CertificationKind.labelKey(document.kind));
}

/** Certificates and checks on file, what needs renewing first said above them. */
export function DocumentList({ documents, actions }: DocumentListProps) {
  const { t } = useTranslation('caregivers');
  const formatDate = useDateFormat();
  const kindOf = useDocumentKind();
  const expired = documents.filter((document) => document.expiry === 'expired').length;
  const soon = documents.filter((document) => document.expiry === 'expiringSoon').length;

  const columns: Column<CaregiverDocument>[] = [
    { id: 'kind', header: t('documents.kind'), cell: kindOf },
    { id: 'number', header: t('documents.number'), cell: (d) => d.number ?? '—' },
    { id: 'issued', header: t('documents.issuedOn'), cell: (d) => formatDate(d.issuedOn) },
    {
      id: 'expires',
      header: t('documents.expiresOn'),
      cell: (d) => (d.expiresOn ? formatDate(d.expiresOn) : t('documents.noExpiry')),
    },
    { id: 'state', header: t('documents.state'), cell: (d) => <ExpiryChip expiry={d.expiry} /> },
    ...(actions === undefined ? [] : [{ id: 'actions', ...actions }]),
  ];

  if (documents.length === 0) {
    return <Alert severity="info">{t('documents.none')}</Alert>;
  }
  return (
    <>
      {(expired > 0 || soon > 0) && (
        <Alert severity={expired > 0 ? 'error' : 'warning'}>
          {[
            expired > 0 && t('documents.expiredWarning', { count: expired }),
            soon > 0 && t('documents.soonWarning', { count: soon }),
          ]
            .filter(Boolean)
            .join(' ')}
        </Alert>
      )}
      {/* Cards at every width: a document has too many parts for a table in a half-page column. */}
      <CardRows
        label={t('detail.sections.documents')}
        columns={columns}
        rows={documents}
        rowKey={(document) => document.id}
      />
    </>
  );
}
