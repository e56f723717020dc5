import type { RealtimeConnectionState } from '@hearth/domain';
import CloudDoneIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import CloudSyncIcon from '@mui/icons-material/CloudSyncOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealtime } from './RealtimeProvider.tsx';

// Each state has its own shape as well as its own colour, so colour is never the only signal.
const looks: Record<
  RealtimeConnectionState,
  { Icon: ComponentType<SvgIconProps>; color: SvgIconProps['color'] }
> = {
  connecting: { Icon: CloudSyncIcon, color: 'action' },
  connected: { Icon: CloudDoneIcon, color: 'success' },
  unavailable: { Icon: CloudOffIcon, color: 'warning' },
  failed: { Icon: ErrorIcon, color: 'error' },
  disconnected: { Icon: LinkOffIcon, color: 'action' },
};

export type ConnectionStatusProps = { state: RealtimeConnectionState };

/** The live connection's state as a small icon, named in words for the tooltip and screen readers. */
export function ConnectionStatus({ state }: ConnectionStatusProps) {
  const { t } = useTranslation();
  const label = t('realtime.status', { state: t(`realtime.state.${state}`) });
  const { Icon, color } = looks[state];
  return (
    <Tooltip title={label}>
      <Box
        component="span"
        role="img"
        aria-label={label}
        data-state={state}
        // Focusable, so keyboard users reach the tooltip too.
        tabIndex={0}
        sx={{ display: 'inline-flex', p: { xs: 0.25, sm: 0.5 }, borderRadius: 1 }}
      >
        <Icon fontSize="small" color={color} aria-hidden />
      </Box>
    </Tooltip>
  );
}

/** In the app bar while the page has a live connection; nothing when live updates are off. */
export function ConnectionIndicator() {
  const { state } = useRealtime();
  return state === null ? null : <ConnectionStatus state={state} />;
}
