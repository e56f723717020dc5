import { type RealtimeEventMap, realtimeChannel } from '@hearth/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthDetails } from '../identity/index.ts';
import { echoChannelName, useRealtime } from '../realtime/index.ts';
import { threadKey } from './messagesApi.ts';

const EVENT = 'PatientMessagePosted';

/**
 * Reads the thread again when a message arrives in it, announced on the reader's own channel.
 * The channel is shared with the notifications, so only this listener is removed on leaving.
 */
export function useLiveThread(patientId: number): void {
  const { echo } = useRealtime();
  const userId = useAuthDetails().data?.user.id ?? null;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (echo === null || userId === null) {
      return;
    }
    const channel = echo.private(echoChannelName(realtimeChannel.user(userId)));
    const heard = (event: RealtimeEventMap[typeof EVENT]) => {
      if (event.patientId === patientId) {
        void queryClient.invalidateQueries({ queryKey: threadKey(patientId) });
      }
    };
    channel.listen(EVENT, heard);
    return () => {
      channel.stopListening(EVENT, heard);
    };
  }, [echo, userId, patientId, queryClient]);
}
