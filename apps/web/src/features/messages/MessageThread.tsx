import type { PatientMessage } from '@hearth/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../components/DateTime.tsx';

export type MessageThreadProps = { messages: readonly PatientMessage[] };

function MessageItem({ message }: { message: PatientMessage }) {
  const { t } = useTranslation('messages');
  return (
    <Box
      component="li"
      sx={{ display: 'flex', justifyContent: message.mine ? 'flex-end' : 'flex-start' }}
    >
      <Paper
        variant="outlined"
        component="article"
        aria-label={t('thread.from', { name: message.authorName })}
        sx={{
          p: 1.5,
          maxWidth: { xs: '92%', sm: '75%' },
          minWidth: 0,
          bgcolor: message.mine ? 'action.selected' : 'background.paper',
        }}
      >
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {message.mine ? t('thread.you') : message.authorName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`side.${message.authorSide}`)}
          </Typography>
          {message.unread && <Chip size="small" color="primary" label={t('thread.new')} />}
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', my: 0.5 }}>
          {message.body}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          <DateTime value={message.createdAt} />
        </Typography>
      </Paper>
    </Box>
  );
}

/**
 * The messages oldest first. A log region: a screen reader announces a message that arrives
 * while the page is open, without moving the reader's place.
 */
export function MessageThread({ messages }: MessageThreadProps) {
  const { t } = useTranslation('messages');
  return (
    <Stack
      component="ol"
      role="log"
      aria-label={t('thread.label')}
      spacing={1.5}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {messages.map((message) => (
        <MessageItem key={message.id} message={message} />
      ))}
    </Stack>
  );
}
