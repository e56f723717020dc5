import { type CaregiverDocument, CertificationKind } from '@hearth/domain';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useDateFormat } from '../../components/DateTime.tsx';
import { CardRows } from '../../components/list/CardRows.tsx';
import { ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import type { Column } from '../../components/list/types.ts';
import { SectionCard } from '../../components/SectionCard.tsx';
import { ExpiryChip } from './CaregiverChips.tsx';
import { useDocuments, useRemoveDocument } from './caregiversApi.ts';
import { DocumentDialog } from './DocumentDialog.tsx';

export type DocumentsSectionProps = { caregiverId: number; canManage: boolean };

type Editing = { document: CaregiverDocument | null } | null;

/** Certificates and checks on file, what needs renewing first, and (for staff) their upkeep. */
export function DocumentsSection({ caregiverId, canManage }: DocumentsSectionProps) {
  const { t } = useTranslation('caregivers');
  const label = useLabel();
  const formatDate = useDateFormat();
  const documents = useDocuments(caregiverId);
  const remove = useRemoveDocument(caregiverId);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<CaregiverDocument | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const rows = documents.data?.data ?? [];
  const expired = rows.filter((document) => document.expiry === 'expired').length;
  const soon = rows.filter((document) => document.expiry === 'expiringSoon').length;
  const kindOf = (document: CaregiverDocument) => label(CertificationKind.labelKey(document.kind));

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
    ...(canManage
      ? [
          {
            id: 'actions',
            header: t('documents.actions'),
            cell: (d: CaregiverDocument) => (
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  onClick={() => setEditing({ document: d })}
                  aria-label={t('documents.editOne', { kind: kindOf(d) })}
                >
                  {t('documents.edit')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => setRemoving(d)}
                  aria-label={t('documents.removeOne', { kind: kindOf(d) })}
                >
                  {t('documents.remove')}
                </Button>
              </Stack>
            ),
          },
        ]
      : []),
  ];

  return (
    <SectionCard
      title={t('detail.sections.documents')}
      action={
        canManage && (
          <Button startIcon={<AddIcon />} onClick={() => setEditing({ document: null })}>
            {t('documents.add')}
          </Button>
        )
      }
    >
      <Stack spacing={2}>
        {notice && (
          <Alert severity="success" role="status" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
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
        {documents.isPending ? (
          <ListLoading label={t('documents.loading')} />
        ) : documents.isError ? (
          <ListError message={documents.error.message} onRetry={() => void documents.refetch()} />
        ) : rows.length === 0 ? (
          <Alert severity="info">{t('documents.none')}</Alert>
        ) : (
          // Cards at every width: a document has too many parts for a table in a half-page column.
          <CardRows
            label={t('detail.sections.documents')}
            columns={columns}
            rows={rows}
            rowKey={(document) => document.id}
          />
        )}
      </Stack>
      {editing && (
        <DocumentDialog
          caregiverId={caregiverId}
          document={editing.document}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setNotice(t('documents.saved'));
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('documents.removeTitle')}
          message={t('documents.removeMessage', { kind: kindOf(removing) })}
          confirmLabel={t('documents.remove')}
          destructive
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() =>
            remove.mutate(removing.id, {
              onSuccess: () => {
                setRemoving(null);
                setNotice(t('documents.removed'));
              },
            })
          }
          onClose={() => {
            setRemoving(null);
            remove.reset();
          }}
        />
      )}
    </SectionCard>
  );
}
