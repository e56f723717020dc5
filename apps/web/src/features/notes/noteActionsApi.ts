import { type AppendedNote, type NoteLogActionInput, routes } from '@hearth/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../api/callApi.ts';
import { useNotesChanged } from './notesApi.ts';

// The actions on a note that exists. Each goes through the note's action log endpoint, the one
// the spec's clients use: `{ action, ...payload }`, performed and logged by the server at once.

type NoteRef = Pick<AppendedNote, 'id' | 'kind'>;

/** Where a document of the note is streamed from (only to those who read the note). */
export const documentUrl = (note: NoteRef, documentId: number) =>
  routes.notes[note.kind].document({ id: note.id, documentId }).url;

/** Any logged action on `note`; every note reading is fetched again afterwards. */
export function useNoteAction(note: NoteRef) {
  const changed = useNotesChanged();
  return useMutation({
    mutationFn: async (action: NoteLogActionInput) => {
      await callApi(routes.notes[note.kind].act({ id: note.id }), { body: action });
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
      await callApi(routes.notes[note.kind].uploadDocument({ id: note.id }), {
        body: form,
        onUploadProgress: (event) => setProgress(event.progress ?? null),
      });
    },
    onSuccess: changed,
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
