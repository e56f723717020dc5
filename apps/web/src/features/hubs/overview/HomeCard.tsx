import type { HubHome } from '@hearth/domain';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { FactList } from '../../../components/FactList.tsx';
import { useRetireHome } from '../hubsApi.ts';
import { HomeDialog } from './HomeDialog.tsx';

export type HomeCardProps = { home: HubHome; canManage: boolean };

/** One host home: its places, its host, and for those who run the hub, edit and retire. */
export function HomeCard({ home, canManage }: HomeCardProps) {
  const { t } = useTranslation('hubs');
  const headingId = useId();
  const retire = useRetireHome();
  const [open, setOpen] = useState<'edit' | 'retire' | null>(null);
  const retired = home.retiredAt !== null;
  const contact = home.hostContact;
  const notSet = t('detail.notSet');

  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ p: 2, minWidth: 0, opacity: retired ? 0.75 : 1 }}
    >
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography
          variant="subtitle1"
          component="h3"
          id={headingId}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {home.name}
        </Typography>
        {retired ? (
          <Chip size="small" label={t('home.retired')} />
        ) : (
          <Chip
            size="small"
            color={home.vacancies > 0 ? 'success' : 'default'}
            label={t('home.vacancies', { count: home.vacancies })}
          />
        )}
      </Stack>
      <FactList
        facts={[
          { term: t('home.hostName'), value: home.hostName },
          ...(contact
            ? [
                { term: t('home.hostEmail'), value: contact.email ?? notSet },
                { term: t('home.hostPhone'), value: contact.phone ?? notSet },
                { term: t('home.street'), value: contact.street ?? notSet },
              ]
            : []),
          { term: t('home.city'), value: home.city?.name ?? notSet },
          {
            term: t('home.places'),
            value: t('home.placesValue', { capacity: home.capacity, occupied: home.occupied }),
          },
        ]}
      />
      {canManage && !retired && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          <Button size="small" onClick={() => setOpen('edit')}>
            {t('home.edit')}
          </Button>
          <Button size="small" color="error" onClick={() => setOpen('retire')}>
            {t('home.retire')}
          </Button>
        </Stack>
      )}
      {open === 'edit' && <HomeDialog target={{ home }} onClose={() => setOpen(null)} />}
      {open === 'retire' && (
        <ConfirmDialog
          title={t('home.retireTitle', { name: home.name })}
          message={t('home.retireMessage')}
          confirmLabel={t('home.retire')}
          destructive
          pending={retire.isPending}
          error={retire.error}
          onConfirm={() => retire.mutate(home.id, { onSuccess: () => setOpen(null) })}
          onClose={() => {
            retire.reset();
            setOpen(null);
          }}
        />
      )}
    </Paper>
  );
}
