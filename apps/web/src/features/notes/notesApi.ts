import {
  itemResponse,
  listResponse,
  type Note,
  type NoteDraftUpdateInput,
  type NoteKind,
  noteAuthorSchema,
  noteListLogEntrySchema,
  noteSchema,
  noteTemplateSchema,
  noteTypeSchema,
  noteViewLogEntrySchema,
} from '@hearth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchParsed, type QueryParams, sendParsed } from '../../api/fetchParsed.ts';
import {
  type NotesOwner,
  noteBase,
  ownerBase,
  ownerKey,
  ownerNoteKind,
  ownerOfNewNote,
} from './notesOwner.ts';

const noteList = listResponse(noteSchema);
const oneNote = itemResponse(noteSchema);
const authorList = z.object({ data: z.array(noteAuthorSchema) });
const typeList = z.object({ data: z.array(noteTypeSchema) });
const templateList = z.object({ data: z.array(noteTemplateSchema) });
const viewLog = listResponse(noteViewLogEntrySchema);
const listLog = listResponse(noteListLogEntrySchema);

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
    queryFn: ({ signal }) =>
      fetchParsed(`${ownerBase(owner)}/${isDraft ? 1 : 0}`, noteList, { params, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Opening a note: the server records the view. */
export function useNote(kind: NoteKind, id: number, enabled = true) {
  return useQuery({
    queryKey: [...notesKey, kind, id],
    queryFn: async ({ signal }) =>
      (await fetchParsed(`${noteBase(kind)}/${id}`, oneNote, { signal })).data,
    enabled,
  });
}

/** Those who wrote notes of this owner that the reader may read, for the author filter. */
export function useNoteAuthors(owner: NotesOwner) {
  return useQuery({
    queryKey: [...notesKey, ownerKey(owner), 'authors'],
    queryFn: async ({ signal }) =>
      (await fetchParsed(`${ownerBase(owner)}/authors/list`, authorList, { signal })).data,
  });
}

const referenceBase = (kind: NoteKind) => (kind === 'patient' ? '/api' : '/api/hub');

export function useNoteTypes(kind: NoteKind) {
  return useQuery({
    queryKey: [...notesKey, 'types', kind],
    queryFn: async ({ signal }) =>
      (await fetchParsed(`${referenceBase(kind)}/note-types`, typeList, { signal })).data,
    staleTime: 5 * 60_000,
  });
}

export function useNoteTemplates(kind: NoteKind) {
  return useQuery({
    queryKey: [...notesKey, 'templates', kind],
    queryFn: async ({ signal }) =>
      (await fetchParsed(`${referenceBase(kind)}/note-templates`, templateList, { signal })).data,
    staleTime: 5 * 60_000,
  });
}

export type NoteLogParams = QueryParams & { page: number; perPage: number };

export function useNoteViewLog(kind: NoteKind, id: number, params: NoteLogParams) {
  return useQuery({
    queryKey: [...notesKey, kind, id, 'viewLog', params],
    queryFn: ({ signal }) =>
      fetchParsed(`${noteBase(kind)}/${id}/view/log`, viewLog, { params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useNoteListLog(kind: NoteKind, id: number, params: NoteLogParams) {
  return useQuery({
    queryKey: [...notesKey, kind, id, 'listLog', params],
    queryFn: ({ signal }) =>
      fetchParsed(`${noteBase(kind)}/${id}/list/log`, listLog, { params, signal }),
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
  const kind = ownerNoteKind(owner);
  return useMutation({
    mutationFn: async (fields: NoteDraftUpdateInput): Promise<Note> =>
      (
        await sendParsed('post', noteBase(kind), oneNote, {
          ...ownerOfNewNote(owner),
          ...fields,
        })
      ).data,
    onSuccess: changed,
  });
}

export function useUpdateDraft(kind: NoteKind) {
  const changed = useNotesChanged();
  return useMutation({
    mutationFn: async ({ id, fields }: { id: number; fields: NoteDraftUpdateInput }) =>
      (await sendParsed('put', `${noteBase(kind)}/${id}`, oneNote, fields)).data,
    onSuccess: changed,
  });
}

export function useSignNote(kind: NoteKind) {
  const changed = useNotesChanged();
  return useMutation({
    mutationFn: async (id: number) =>
      (await sendParsed('post', `${noteBase(kind)}/${id}/sign`, oneNote)).data,
    onSuccess: changed,
  });
}
