import { type Note, type NoteDraftUpdateInput, type NoteKind, routes } from '@hearth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type QueryParams } from '../../api/callApi.ts';
import {
  createOwnerNote,
  type NotesOwner,
  ownerAuthorsRequest,
  ownerKey,
  ownerNotesRequest,
} from './notesOwner.ts';

export const notesKey = ['notes'] as const;

export type NoteListParams = QueryParams & {
  page: number;
  perPage: number;
  type?: string | undefined;
  author?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
};

/** One page of the owner's signed notes, or of the reader's own drafts. */
export function useNotes(owner: NotesOwner, isDraft: boolean, params: NoteListParams) {
  return useQuery({
    queryKey: [...notesKey, ownerKey(owner), 'list', isDraft, params],
    queryFn: ({ signal }) => callApi(ownerNotesRequest(owner, isDraft), { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Opening a note: the server records the view. */
export function useNote(kind: NoteKind, id: number, enabled = true) {
  return useQuery({
    queryKey: [...notesKey, kind, id],
    queryFn: async ({ signal }) =>
      (await callApi(routes.notes[kind].show({ id }), { signal })).data,
    enabled,
  });
}

/** Those who wrote notes of this owner that the reader may read, for the author filter. */
export function useNoteAuthors(owner: NotesOwner) {
  return useQuery({
    queryKey: [...notesKey, ownerKey(owner), 'authors'],
    queryFn: async ({ signal }) => (await callApi(ownerAuthorsRequest(owner), { signal })).data,
  });
}

export function useNoteTypes(kind: NoteKind) {
  return useQuery({
    queryKey: [...notesKey, 'types', kind],
    queryFn: async ({ signal }) => (await callApi(routes.notes[kind].types(), { signal })).data,
    staleTime: 5 * 60_000,
  });
}

export function useNoteTemplates(kind: NoteKind) {
  return useQuery({
    queryKey: [...notesKey, 'templates', kind],
    queryFn: async ({ signal }) => (await callApi(routes.notes[kind].templates(), { signal })).data,
    staleTime: 5 * 60_000,
  });
}

export type NoteLogParams = QueryParams & { page: number; perPage: number };

export function useNoteViewLog(kind: NoteKind, id: number, params: NoteLogParams) {
  return useQuery({
    queryKey: [...notesKey, kind, id, 'viewLog', params],
    queryFn: ({ signal }) => callApi(routes.notes[kind].viewLog({ id }), { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useNoteListLog(kind: NoteKind, id: number, params: NoteLogParams) {
  return useQuery({
    queryKey: [...notesKey, kind, id, 'listLog', params],
    queryFn: ({ signal }) => callApi(routes.notes[kind].listLog({ id }), { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Any change to a note shows in every list and reading of notes (and their authors). */
export function useNotesChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notesKey });
}

/** A new draft of the owner; the answer is the draft, with its id. */
export function useCreateNote(owner: NotesOwner) {
  const changed = useNotesChanged();
  return useMutation({
    mutationFn: async (fields: NoteDraftUpdateInput): Promise<Note> =>
      (await createOwnerNote(owner, fields)).data,
    onSuccess: changed,
  });
}

export function useUpdateDraft(kind: NoteKind) {
  const changed = useNotesChanged();
  return useMutation({
    mutationFn: async ({ id, fields }: { id: number; fields: NoteDraftUpdateInput }) =>
      (await callApi(routes.notes[kind].updateDraft({ id }), { body: fields })).data,
    onSuccess: changed,
  });
}

export function useSignNote(kind: NoteKind) {
  const changed = useNotesChanged();
  return useMutation({
    mutationFn: async (id: number) => (await callApi(routes.notes[kind].sign({ id }))).data,
    onSuccess: changed,
  });
}
