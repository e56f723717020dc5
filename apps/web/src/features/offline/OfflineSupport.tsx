import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { installCaregiverApp } from './installCaregiverApp.ts';
import { keepAskingOffline } from './keepAsking.ts';
import { startQueue, stopQueue, syncQueue } from './offlineQueue.ts';

export type OfflineSupportProps = { userId: number };

/**
 * For a signed-in caregiver: installs the offline app, and sends what was captured offline at
 * start-up and whenever the network comes back. Renders nothing.
 */
export function OfflineSupport({ userId }: OfflineSupportProps) {
  const queryClient = useQueryClient();
  useEffect(() => {
    void installCaregiverApp();
    const followBrowserAgain = keepAskingOffline();
    // What the server now holds replaces what the screens showed as waiting.
    startQueue(userId, () => void queryClient.invalidateQueries());
    const sync = () => syncQueue(userId);
    window.addEventListener('online', sync);
    if (navigator.onLine) {
      sync();
    }
    return () => {
      window.removeEventListener('online', sync);
      stopQueue();
      followBrowserAgain();
    };
  }, [userId, queryClient]);
  return null;
}
