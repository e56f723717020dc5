import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visuallyHidden.ts';
import { useUnseenCareRequests } from './careRequestsApi.ts';

/**
 * The number of requests no one has opened, beside the inbox's link: seen as a count, read out
 * as words ("3 new care requests") as part of the link's name.
 */
export function CareRequestsBadge() {
  const { t } = useTranslation('careRequests');
  const { data: unseen = 0 } = useUnseenCareRequests(true);
  if (unseen === 0) {
    return null;
  }
  return (
    <Box component="span" data-testid="care-requests-badge" sx={{ ml: 1 }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          display: 'inline-block',
          minWidth: 22,
          px: 0.75,
          borderRadius: 11,
          bgcolor: 'warning.main',
          color: 'warning.contrastText',
          fontSize: '0.75rem',
          lineHeight: '22px',
          textAlign: 'center',
          fontWeight: 'bold',
        }}
      >
        {unseen}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {t('inbox.badge', { count: unseen })}
      </Box>
    </Box>
  );
}
