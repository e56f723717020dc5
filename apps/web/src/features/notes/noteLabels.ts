import { type Note, NotePrivacy, NoteType } from '@hearth/domain';
import { useCallback } from 'react';
import { useLabel } from '../../app/i18n/useLabel.ts';

/** A built-in type in the page's language; an agency's own type by the name it chose. */
export function useNoteTypeLabel(): (type: { code: string | null; name: string | null }) => string {
  const label = useLabel();
  return useCallback(
    ({ code, name }) => (NoteType.isCode(code) ? label(NoteType.labelKey(code)) : (name ?? '')),
    [label],
  );
}

export function usePrivacyLabel(): (privacy: Note['privacy']) => string {
  const label = useLabel();
  return useCallback((privacy) => label(NotePrivacy.labelKey(privacy)), [label]);
}
