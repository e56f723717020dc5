import { careDay, type Shift } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale, useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { useMyShifts, useShiftFormat } from '../shifts/index.ts';
import { DueTodayCards } from './DueTodayCards.tsx';
import { useMyDay } from './myDayApi.ts';

const MY_SHIFTS = '/user/my-shifts';

/** Today's visits that count: a cancelled one is nobody's visit any more. */
export function visitsOfTheDay(shifts: readonly Shift[]): Shift[] {
  return shifts
    .filter((shift) => shift.cancelledAt === null)
    .toSorted((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

/** The visit the caregiver is in, or else the first still to come; null when the day is done. */
export function nextVisit(visits: readonly Shift[]): Shift | null {
  return visits.find((shift) => shift.checkOut === null && shift.missedAt === null) ?? null;
}

/** What the home shows of a client: the first name only, as a caregiver calls them. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

function DayCard({ children }: { children: ReactNode }) {
  const localized = useLocalizedPath();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={localized(MY_SHIFTS)} sx={{ height: '100%' }}>
        <CardContent>{children}</CardContent>
      </CardActionArea>
    </Card>
  );
}

/**
 * A caregiver's day on the home: how many visits today (the agency day, `CARE_TIME_ZONE`) and the
 * next one's time and client, each linking to My shifts; then the tasks and doses still due for
 * those visits' clients. Read again when the window regains focus.
 */
export function CaregiverDay() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const format = useShiftFormat();
  // One day for both reads, so the visits and what is due around them never straddle midnight.
  const today = careDay(new Date());
  const query = useMyShifts(today, { staleTime: 0 });
  const due = useMyDay(today);
  const visits = query.data === undefined ? [] : visitsOfTheDay(query.data);
  const next = nextVisit(visits);

  return (
    <section aria-labelledby="dashboard-heading">
      <Typography variant="h5" component="h2" id="dashboard-heading" gutterBottom>
        {t('heading.caregiver')}
      </Typography>
      {query.isPending && <CircularProgress aria-label={t('loading')} />}
      {(query.isError || due.isError) && (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              onClick={() => {
                void query.refetch();
                void due.refetch();
              }}
            >
              {t('retry')}
            </Button>
          }
        >
          {t('failed')}
        </Alert>
      )}
      {query.data !== undefined && (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          <Grid size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
            <DayCard>
              <Typography variant="h4" component="span" display="block">
                {new Intl.NumberFormat(locale).format(visits.length)}
              </Typography>
              <Typography component="span" display="block">
                {t('caregiver.visits')}
              </Typography>
              {visits.length === 0 && (
                <Typography variant="body2" color="text.secondary" component="span" display="block">
                  {t('caregiver.none')}
                </Typography>
              )}
            </DayCard>
          </Grid>
          {visits.length > 0 && (
            <Grid size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
              <DayCard>
                {next === null ? (
                  <Typography component="span" display="block">
                    {t('caregiver.allDone')}
                  </Typography>
                ) : (
                  <>
                    <Typography component="span" display="block">
                      {t(next.checkIn === null ? 'caregiver.next' : 'caregiver.underWay')}
                    </Typography>
                    <Typography
                      variant="h6"
                      component="span"
                      display="block"
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {t('caregiver.visit', {
                        time: format.span(next),
                        name: firstName(next.patient.name),
                      })}
                    </Typography>
                  </>
                )}
              </DayCard>
            </Grid>
          )}
          {due.data !== undefined && <DueTodayCards day={due.data} />}
        </Grid>
      )}
    </section>
  );
}
