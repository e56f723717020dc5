import { type HubDetail, Role, realtimeChannel } from '@hearth/domain';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { usePresence, useRealtime } from '../realtime/index.ts';
import { isHubInsider } from './permissions.ts';

/** What the server signs about each person on a hub's presence channel. */
type HubMemberCard = { name: string; role: number };

export type HubOnlineNowProps = { hub: HubDetail };

/** Who of the hub's people has it open right now; only they see it (others never subscribe). */
export function HubOnlineNow({ hub }: HubOnlineNowProps) {
  const { state } = useRealtime();
  if (state === null || !isHubInsider(hub)) {
    return null;
  }
  return <OnlineList hubId={hub.id} />;
}

function OnlineList({ hubId }: { hubId: number }) {
  const { t } = useTranslation();
  const label = useLabel();
  const headingId = useId();
  const members = usePresence<HubMemberCard>(realtimeChannel.hub(hubId));
  const others = members?.filter((member) => !member.isMe) ?? [];
  const roleOf = (role: number) => (Role.isCode(role) ? label(Role.labelKey(role)) : '');

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <Typography id={headingId} variant="subtitle1" component="h2">
        {t('presence.title')}
      </Typography>
      {members === null ? (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('presence.loading')}
        </Typography>
      ) : others.length === 0 ? (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('presence.empty')}
        </Typography>
      ) : (
        <Stack
          component="ul"
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
          aria-labelledby={headingId}
        >
          {others.map((member) => (
            <li key={member.id}>
              <Chip
                avatar={<Avatar aria-hidden>{member.info.name.charAt(0)}</Avatar>}
                label={`${member.info.name} · ${roleOf(member.info.role)}`}
                variant="outlined"
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
