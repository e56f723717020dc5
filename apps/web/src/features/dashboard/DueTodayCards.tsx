import type { MyDay } from '@hearth/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale, useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { useShiftFormat } from '../shifts/index.ts';

type DueItem = { key: string; path: string; text: string };

type DueCardProps = { count: number; label: string; none: string; items: DueItem[] };

function DueCard({ count, label, none, items }: DueCardProps) {
  const locale = useLocale();
  const localized = useLocalizedPath();
  const labelId = useId();
  let list: ReactNode = (
    <Typography variant="body2" color="text.secondary">
      {none}
    </Typography>
  );
  if (items.length > 0) {
    list = (
      <ul aria-labelledby={labelId} style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              component={RouterLink}
              to={localized(item.path)}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {item.text}
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h4" component="span" display="block">
            {new Intl.NumberFormat(locale).format(count)}
          </Typography>
          <Typography component="span" display="block" id={labelId} gutterBottom>
            {label}
          </Typography>
          {list}
        </CardContent>
      </Card>
    </Grid>
  );
}

export type DueTodayCardsProps = { day: MyDay };

/**
 * What is left of the caregiver's day beyond the visits: the tasks still to do and the doses not
 * yet recorded, with the next few each linking to the client's care plan or MAR.
 */
export function DueTodayCards({ day }: DueTodayCardsProps) {
  const { t } = useTranslation('dashboard');
  const format = useShiftFormat();
  return (
    <>
      <DueCard
        count={day.tasks.due}
        label={t('caregiver.tasks')}
        none={t('caregiver.noTasks')}
        items={day.tasks.next.map((task) => ({
          key: `task-${task.id}`,
          path: `/user/patients/${task.patientId}`,
          text: t('caregiver.task', { name: task.patientFirstName, title: task.title }),
        }))}
      />
      <DueCard
        count={day.doses.due}
        label={t('caregiver.doses')}
        none={t('caregiver.noDoses')}
        items={day.doses.next.map((dose) => ({
          key: `dose-${dose.medicationId}-${dose.scheduledFor}`,
          path: `/user/patients/${dose.patientId}/mar`,
          text: t('caregiver.dose', {
            time: format.time(dose.scheduledFor),
            name: dose.patientFirstName,
            medication: dose.medicationName,
          }),
        }))}
      />
    </>
  );
}
