import { type User, UserStatus } from '@hearth/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useSetUserEnabled } from './adminApi.ts';

export type UserStatusActionProps = { user: User; onDone: (message: string) => void };

/** Disable (signing the person out everywhere) or re-enable, each after a confirmation. */
export function UserStatusAction({ user, onDone }: UserStatusActionProps) {
  const { t } = useTranslation('admin');
  const setEnabled = useSetUserEnabled(user.id);
  const [confirming, setConfirming] = useState(false);
  const disabling = user.status === UserStatus.active;
  const texts = disabling
    ? {
        heading: t('userDetail.disable.heading'),
        help: t('userDetail.disable.help'),
        button: t('userDetail.disable.button'),
        title: t('userDetail.disable.confirmTitle', { name: user.name }),
        message: t('userDetail.disable.confirmMessage', { name: user.name }),
        done: t('userDetail.disable.done', { name: user.name }),
      }
    : {
        heading: t('userDetail.enable.heading'),
        help: t('userDetail.enable.help'),
        button: t('userDetail.enable.button'),
        title: t('userDetail.enable.confirmTitle', { name: user.name }),
        message: t('userDetail.enable.confirmMessage', { name: user.name }),
        done: t('userDetail.enable.done', { name: user.name }),
      };

  const close = () => {
    setConfirming(false);
    setEnabled.reset();
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h6" component="h3">
        {texts.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {texts.help}
      </Typography>
      <Button
        variant="outlined"
        color={disabling ? 'error' : 'primary'}
        onClick={() => setConfirming(true)}
      >
        {texts.button}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={texts.title}
          message={texts.message}
          confirmLabel={texts.button}
          destructive={disabling}
          pending={setEnabled.isPending}
          error={setEnabled.error}
          onClose={close}
          onConfirm={() =>
            setEnabled.mutate(!disabling, {
              onSuccess: () => {
                setConfirming(false);
                onDone(texts.done);
              },
            })
          }
        />
      )}
    </Stack>
  );
}
