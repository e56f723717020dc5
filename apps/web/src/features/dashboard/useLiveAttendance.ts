import { realtimeChannel } from '@hearth/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { echoChannelName, useRealtime } from '../realtime/index.ts';
import { statisticsKey } from './statisticsApi.ts';

/**
 * Keeps an agency's "visits today" and "checked in now" current: a caregiver's check-in or
 * check-out, announced on the agency's private channel, makes the tiles read again.
 */
export function useLiveAttendance(agencyId: number | null): void {
  const { echo } = useRealtime();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (echo === null || agencyId === null) {
      return;
    }
    const channel = realtimeChannel.agency(agencyId);
    echo.private(echoChannelName(channel)).listen('VisitAttendanceChanged', () => {
      void queryClient.invalidateQueries({ queryKey: statisticsKey });
    });
    return () => echo.leaveChannel(channel);
  }, [echo, agencyId, queryClient]);
}
