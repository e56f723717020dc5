import { RealtimeConnectionState, type RealtimeEventMap, realtimeChannel } from '@hearth/domain';
import { useEffect, useState } from 'react';
import { echoChannelName, useRealtime } from '../realtime/index.ts';

/**
 * Where the dashboard's figures come from: the agency's statistics channel (`waiting` for its
 * replay, then `heard`), or the HTTP call (`http`: no agency scope, no live connection, or the
 * channel kept nothing yet).
 */
export type StatisticsSource = 'waiting' | 'heard' | 'http';

export type PublishedStatistics = RealtimeEventMap['StatisticsPublished'];

const liveStates: readonly (RealtimeConnectionState | null)[] = [
  RealtimeConnectionState.connecting,
  RealtimeConnectionState.connected,
];

/**
 * Subscribes to an agency's statistics cache channel: its last figures come at once (the cache's
 * replay) and each new count after, handed to `onFigures`. A miss (nothing kept yet) or a refusal
 * turns to HTTP; the server counts and publishes for the next dashboard on a miss.
 */
export function useStatisticsChannel(
  agencyId: number | null,
  onFigures: (published: PublishedStatistics) => void,
): StatisticsSource {
  const { echo, state } = useRealtime();
  // A miss sticks: the HTTP call it asks for is made even when the server's own publication,
  // which the miss also set off, comes in before the next render.
  const [heard, setHeard] = useState({ figures: false, missed: false });

  useEffect(() => {
    if (echo === null || agencyId === null) {
      return;
    }
    const name = realtimeChannel.agencyStatistics(agencyId);
    const channel = echo.private(echoChannelName(name));
    const missed = () => setHeard((current) => ({ ...current, missed: true }));
    channel.listen('StatisticsPublished', (published: PublishedStatistics) => {
      onFigures(published);
      setHeard((current) => ({ ...current, figures: true }));
    });
    // Pusher's own events go unprefixed: a leading dot keeps Echo's namespace off.
    channel.listen('.pusher:cache_miss', missed);
    channel.error(missed);
    return () => {
      echo.leaveChannel(name);
      setHeard({ figures: false, missed: false });
    };
  }, [echo, agencyId, onFigures]);

  if (agencyId === null || heard.missed || !liveStates.includes(state)) {
    return 'http';
  }
  return heard.figures ? 'heard' : 'waiting';
}
