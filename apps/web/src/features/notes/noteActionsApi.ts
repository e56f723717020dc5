import type { AppendedNote, NoteLogActionInput } from '@hearth/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiClient } from '../../api/client.ts';
import { useNotesChanged } from './notesApi.ts';
import { noteBase } from './notesOwner.ts';

// The actions on a note that exists. Each goes through the note's action log endpoint, the one
// the spec's clients use: `{ action, ...payload }`, performed and logged by the server at once.

type NoteRef = Pick<AppendedNote, 'id' | 'kind'>;

const notePath = (note: NoteRef) => `${noteBase(note.kind)}/${note.id}`;

/** Where a document of the note is streamed from (only to those who read the note). */
export const documentUrl = (note: NoteRef, documentId: number) =>
  `${notePath(note)}/documents/${documentId}`;

/** Any logged action on `note`; every note reading is fetched again afterwards. */
export function useNoteAction(note: NoteRef) {
  const changed = useNotesChanged();
  return useMutation({
    mutationFn: async (action: NoteLogActionInput) => {
      await apiClient.post(`${notePath(note)}/log`, action);
    },
    onSuccess: changed,
  });
}

export function useHideDocument(note: NoteRef) {
  const action = useNoteAction(note);
  return {
    ...action,
    mutate: (documentId: number, options?: { onSuccess?: () => void }) =>
      action.mutate({ action: 'deleteDocument', documentId }, options),
  };
}

/** Uploads one document; `progress` runs from 0 to 1 while the bytes go up. */
export function useUploadDocument(note: NoteRef) {
  const changed = useNotesChanged();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      setProgress(0);
      await apiClient.post(`${notePath(note)}/documents`, form, {
        onUploadProgress: (event) => setProgress(event.progress ?? null),
      });
    },
    onSuccess: changed,
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
