import { type HubEvent, HubMemberStatus } from '@hearth/domain';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/i18n/useLocale.ts';
import { ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { useHubTab } from '../hubs/index.ts';
import { AgendaList } from './AgendaList.tsx';
import { type Month, monthOf, monthRange, shiftMonth } from './calendar.ts';
import { EventDialog } from './EventDialog.tsx';
import { EventFormDialog } from './EventFormDialog.tsx';
import { useHubEvents } from './hubEventsApi.ts';
import { MonthGrid } from './MonthGrid.tsx';

/** The hub's calendar: a month grid on wide screens, the month's days as a list on phones. */
export function HubEventsTab() {
  const { t } = useTranslation('hubEvents');
  const { hub } = useHubTab();
  const { manages } = hub.myRelation;
  const isMember = hub.myRelation.membershipStatus === HubMemberStatus.member;
  if (!manages && !isMember) {
    return (
      <Alert severity="info" role="status">
        {t('membersOnly')}
      </Alert>
    );
  }
  return <Calendar hubId={hub.id} manages={manages} isMember={isMember} />;
}

type CalendarProps = { hubId: number; manages: boolean; isMember: boolean };

function Calendar({ hubId, manages, isMember }: CalendarProps) {
  const { t } = useTranslation('hubEvents');
  const locale = useLocale();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [month, setMonth] = useState<Month>(() => monthOf(new Date()));
  const [openId, setOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const range = useMemo(() => monthRange(month), [month]);
  const query = useHubEvents(hubId, range);
  const title = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(
    new Date(month.year, month.month, 1),
  );
  const events = query.data?.data ?? [];
  const open = events.find((event) => event.id === openId);
  const show = (event: HubEvent) => setOpenId(event.id);

  return (
    <Stack spacing={2} component="section" aria-label={t('label', { month: title })}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <IconButton aria-label={t('previous')} onClick={() => setMonth(shiftMonth(month, -1))}>
          <ChevronLeft />
        </IconButton>
        <Typography
          variant="h6"
          component="h2"
          aria-live="polite"
          sx={{ minWidth: '10em', textAlign: 'center' }}
        >
          {title}
        </Typography>
        <IconButton aria-label={t('next')} onClick={() => setMonth(shiftMonth(month, 1))}>
          <ChevronRight />
        </IconButton>
        <Button onClick={() => setMonth(monthOf(new Date()))}>{t('today')}</Button>
        {manages && (
          <Button variant="contained" sx={{ ml: 'auto' }} onClick={() => setCreating(true)}>
            {t('add')}
          </Button>
        )}
      </Stack>
      {query.isPending ? (
        <ListLoading label={t('loading')} />
      ) : query.isError ? (
        <ListError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        <Box aria-busy={query.isPlaceholderData} sx={{ position: 'relative' }}>
          {query.isPlaceholderData && (
            <LinearProgress
              aria-label={t('loading')}
              sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
            />
          )}
          {events.length === 0 && (
            <Alert severity="info" role="status" sx={{ mb: 2 }}>
              {t('none')}
            </Alert>
          )}
          {wide ? (
            <MonthGrid month={month} events={events} onOpen={show} />
          ) : (
            events.length > 0 && <AgendaList month={month} events={events} onOpen={show} />
          )}
        </Box>
      )}
      {open && (
        <EventDialog
          hubId={hubId}
          event={open}
          manages={manages}
          canAttend={isMember}
          onClose={() => setOpenId(null)}
        />
      )}
      {creating && (
        <EventFormDialog hubId={hubId} event={null} onClose={() => setCreating(false)} />
      )}
    </Stack>
  );
}
