import type { CaregiverDocument } from '@hearth/domain';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useDocuments, useRemoveDocument } from './caregiversApi.ts';
import { DocumentDialog } from './DocumentDialog.tsx';
import { DocumentList, useDocumentKind } from './DocumentList.tsx';

export type DocumentsSectionProps = { caregiverId: number; canManage: boolean };

type Editing = { document: CaregiverDocument | null } | null;

/** Certificates and checks on file, what needs renewing first, and (for staff) their upkeep. */
export function DocumentsSection({ caregiverId, canManage }: DocumentsSectionProps) {
  const { t } = useTranslation('caregivers');
  const kindOf = useDocumentKind();
  const documents = useDocuments(caregiverId);
  const remove = useRemoveDocument(caregiverId);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<CaregiverDocument | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const rows = documents.data?.data ?? [];
  const actions = canManage
    ? {
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
      }
    : undefined;

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
        {documents.isPending ? (
          <ListLoading label={t('documents.loading')} />
        ) : documents.isError ? (
          <ListError message={documents.error.message} onRetry={() => void documents.refetch()} />
        ) : (
          <DocumentList documents={rows} actions={actions} />
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
