import { type RealtimeEventMap, realtimeChannel } from '@hearth/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { echoChannelName, useRealtime } from '../realtime/index.ts';
import { notesKey } from './notesApi.ts';
import { ownerKey } from './notesOwner.ts';

/**
 * Keeps a patient's timeline current while it is open: a colleague's signed note, addendum or
 * strike shows without a reload. The server sends each change, end-to-end encrypted, only to
 * those who may read that note, so hearing one never tells of a note one may not read.
 */
export function useLivePatientNotes(patientId: number) {
  const { echo } = useRealtime();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (echo === null) {
      return;
    }
    const channel = realtimeChannel.patient(patientId);
    const owner = ownerKey({ kind: 'patient', patientId });
    echo
      .encryptedPrivate(echoChannelName(channel))
      .listen('NoteChanged', (change: RealtimeEventMap['NoteChanged']) => {
        // The lists and authors of this patient, and the changed note if it is open.
        void queryClient.invalidateQueries({ queryKey: [...notesKey, owner] });
        void queryClient.invalidateQueries({ queryKey: [...notesKey, 'patient', change.noteId] });
      });
    return () => echo.leaveChannel(channel);
  }, [echo, patientId, queryClient]);
}
