import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import Button from '@mui/material/Button';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';

export type RetireActionProps<T> = {
  name: string;
  retired: boolean;
  mutation: UseMutationResult<T, Error, boolean>;
  onDone: (message: string) => void;
};

/** Retires an entry (kept on the records that use it, no longer offered) or offers it again. */
export function RetireAction<T>({ name, retired, mutation, onDone }: RetireActionProps<T>) {
  const { t } = useTranslation('directory');
  const [asking, setAsking] = useState(false);
  const close = () => {
    mutation.reset();
    setAsking(false);
  };
  return (
    <>
      <Button
        variant="outlined"
        color={retired ? 'primary' : 'warning'}
        startIcon={retired ? <UnarchiveIcon /> : <ArchiveIcon />}
        onClick={() => setAsking(true)}
      >
        {retired ? t('entries.reinstate') : t('entries.retire')}
      </Button>
      {asking && (
        <ConfirmDialog
          title={
            retired ? t('entries.reinstateTitle', { name }) : t('entries.retireTitle', { name })
          }
          message={retired ? t('entries.reinstateMessage') : t('entries.retireMessage')}
          confirmLabel={retired ? t('entries.reinstate') : t('entries.retire')}
          destructive={!retired}
          pending={mutation.isPending}
          error={mutation.error}
          onClose={close}
          onConfirm={() =>
            mutation.mutate(!retired, {
              onSuccess: () => {
                setAsking(false);
                onDone(
                  retired ? t('entries.reinstated', { name }) : t('entries.retired', { name }),
                );
              },
            })
          }
        />
      )}
    </>
  );
}
