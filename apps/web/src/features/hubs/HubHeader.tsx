import type { HubDetail } from '@hearth/domain';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { FactList } from '../../components/FactList.tsx';

export type HubHeaderProps = { hub: HubDetail };

/** The hub's name, who runs it, how to reach it, and its places and members at a glance. */
export function HubHeader({ hub }: HubHeaderProps) {
  const { t } = useTranslation('hubs');
  const localized = useLocalizedPath();
  const notSet = t('detail.notSet');
  const totals = [
    { key: 'capacity', label: t('totals.capacity'), value: hub.capacity },
    { key: 'vacancies', label: t('totals.vacancies'), value: hub.vacancies },
    { key: 'members', label: t('totals.members'), value: hub.memberCount },
  ];

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        useFlexGap
        spacing={2}
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {hub.name}
        </Typography>
        {hub.myRelation.manages && (
          <Button
            variant="outlined"
            startIcon={<EditIcon />}
            component={RouterLink}
            to={localized(`/user/shared-living/hubs/${hub.id}/edit`)}
          >
            {t('detail.edit')}
          </Button>
        )}
      </Stack>
      <Box
        component="dl"
        aria-label={t('totals.label')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0 }}
      >
        {totals.map((total) => (
          <Paper key={total.key} variant="outlined" sx={{ px: 2, py: 1, minWidth: '7rem' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {total.label}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0 }} data-total={total.key}>
              {total.value}
            </Typography>
          </Paper>
        ))}
      </Box>
      <FactList
        facts={[
          {
            term: t('detail.operator'),
            value: t(`operatorKind.${hub.operator.kind}`, { name: hub.operator.name }),
          },
          { term: t('detail.city'), value: hub.city?.name ?? notSet },
          {
            term: t('detail.phone'),
            value: hub.phone ? <Link href={`tel:${hub.phone}`}>{hub.phone}</Link> : notSet,
          },
          {
            term: t('detail.email'),
            value: hub.email ? <Link href={`mailto:${hub.email}`}>{hub.email}</Link> : notSet,
          },
          ...(hub.description ? [{ term: t('detail.description'), value: hub.description }] : []),
        ]}
      />
    </Stack>
  );
}
