import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

// The reasons the server records; a newer one shows as recorded until it gets words here.
const knownReasons = ['unknown_email', 'wrong_password', 'disabled', 'locked'] as const;
type KnownReason = (typeof knownReasons)[number];
const isKnown = (reason: string): reason is KnownReason =>
  (knownReasons as readonly string[]).includes(reason);

export type SignInOutcomeProps = { succeeded: boolean; reason: string };

export function SignInOutcome({ succeeded, reason }: SignInOutcomeProps) {
  const { t } = useTranslation('admin');
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip
        size="small"
        variant="outlined"
        color={succeeded ? 'success' : 'error'}
        label={t(succeeded ? 'signIns.succeeded' : 'signIns.failed')}
      />
      {!succeeded && (
        <Typography variant="body2" component="span">
          {isKnown(reason) ? t(`signIns.reasons.${reason}`) : reason}
        </Typography>
      )}
    </Stack>
  );
}
