import { type RealtimeEventMap, realtimeChannel } from '@hearth/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { echoChannelName, useRealtime } from '../realtime/index.ts';
import { visitExceptionsKey } from './visitVerificationApi.ts';

/**
 * Keeps the agency's queue current while it is open: a new exception, announced on the agency's
 * private channel, makes the queue read again. Returns how many arrived since the page opened,
 * for a polite announcement.
 */
export function useLiveVisitExceptions(agencyId: number | null): number {
  const { echo } = useRealtime();
  const queryClient = useQueryClient();
  const [arrived, setArrived] = useState(0);

  useEffect(() => {
    if (echo === null || agencyId === null) {
      return;
    }
    const channel = realtimeChannel.agency(agencyId);
    echo
      .private(echoChannelName(channel))
      .listen('VisitExceptionCreated', (event: RealtimeEventMap['VisitExceptionCreated']) => {
        setArrived((count) => count + event.exceptionIds.length);
        void queryClient.invalidateQueries({ queryKey: visitExceptionsKey });
      });
    return () => echo.leaveChannel(channel);
  }, [echo, agencyId, queryClient]);

  return arrived;
}
