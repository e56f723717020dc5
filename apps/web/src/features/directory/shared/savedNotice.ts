import { useState } from 'react';
import { useLocation } from 'react-router';

/** Handed to a record's page by the form that saved it, to confirm what happened. */
export type SavedNotice = { notice: string };

/** The notice a form left for this page, until the person closes it. */
export function useSavedNotice() {
  const state = useLocation().state as Partial<SavedNotice> | null;
  const [notice, setNotice] = useState(typeof state?.notice === 'string' ? state.notice : null);
  return [notice, setNotice] as const;
}
