import { useEffect, useMemo, useState } from 'react';
import { useAuthDetails } from '../identity/index.ts';
import {
  dropKeptDraft,
  type KeptDraft,
  type KeptDraftPlace,
  keepDraft,
  readKeptDraft,
} from './keptDraft.ts';

/**
 * The editor's fields, kept in local storage on every change under the person, owner and note.
 * Starts from what was kept (then `restored` is true), else from `initial`.
 */
export function useKeptDraft(ownerKey: string, noteId: number | null, initial: KeptDraft) {
  const { data: details } = useAuthDetails();
  const userId = details?.user.id ?? 0;
  const place: KeptDraftPlace = useMemo(
    () => ({ userId, ownerKey, noteId }),
    [userId, ownerKey, noteId],
  );
  const [kept] = useState(() => readKeptDraft(place));
  const [start] = useState(() => kept ?? initial);
  const [values, setValues] = useState<KeptDraft>(start);

  // Nothing is kept until something is typed: opening and closing the editor leaves no trace.
  useEffect(() => {
    if (userId !== 0 && values !== start) {
      keepDraft(place, values);
    }
  }, [place, userId, values, start]);

  return {
    values,
    setValues,
    restored: kept !== null,
    /** Once the server holds the words, or the person starts over. */
    drop: () => dropKeptDraft(place),
  };
}
