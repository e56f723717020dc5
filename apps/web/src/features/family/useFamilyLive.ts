import { realtimeChannel } from '@hearth/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthDetails } from '../identity/index.ts';
import { echoChannelName, useRealtime } from '../realtime/index.ts';
import { familyKey, familyRequestsKey } from './familyApi.ts';

/**
 * Keeps My care current without a reload: a caregiver's check-in or check-out at a linked
 * patient's, or a move of one of the family's requests, arrives on the family's own channel
 * (ids only) and the lists read again.
 */
export function useFamilyLive(): void {
  const { echo } = useRealtime();
  const queryClient = useQueryClient();
  const userId = useAuthDetails().data?.user.id ?? null;

  useEffect(() => {
    if (echo === null || userId === null) {
      return;
    }
    // The channel is shared with the notifications, which keep it open: stop listening only.
    const channel = echo
      .private(echoChannelName(realtimeChannel.user(userId)))
      .listen('FamilyVisitChanged', () => {
        void queryClient.invalidateQueries({ queryKey: familyKey });
      })
      .listen('CareRequestStatusChanged', () => {
        void queryClient.invalidateQueries({ queryKey: familyRequestsKey });
      });
    return () => {
      channel.stopListening('FamilyVisitChanged');
      channel.stopListening('CareRequestStatusChanged');
    };
  }, [echo, userId, queryClient]);
}
