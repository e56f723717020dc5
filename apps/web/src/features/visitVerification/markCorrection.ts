import type { VisitChangeCreateInput, VisitChangeField, VisitMark } from '@hearth/domain';
import { fromCareWallClock, toCareWallClock } from './careWallClock.ts';

/** What the office typed for one mark: a care time zone time and, optionally, a place. */
export type MarkDraft = { at: string; latitude: string; longitude: string };

export const draftOf = (mark: VisitMark | null): MarkDraft => ({
  at: mark === null ? '' : toCareWallClock(mark.at),
  latitude: '',
  longitude: '',
});

/**
 * The correction of one mark as the API takes it, or undefined when the draft leaves the mark as
 * it is. A place typed by the office is where the visit was, as the office knows it: no phone's
 * accuracy circle, so accuracy 0. Unreadable text is sent as it is, for the server to name.
 */
export function markChange(
  draft: MarkDraft,
  current: VisitMark | null,
): VisitChangeCreateInput[VisitChangeField] {
  const placed = draft.latitude.trim() !== '' || draft.longitude.trim() !== '';
  const sameTime = current !== null && draft.at === toCareWallClock(current.at);
  if (!placed && (draft.at === '' || sameTime)) {
    return undefined;
  }
  return {
    // The field shows minutes; an untouched time keeps the recorded instant to the second.
    at: sameTime ? current.at : (fromCareWallClock(draft.at) ?? draft.at),
    ...(placed
      ? {
          position: {
            latitude: Number(draft.latitude),
            longitude: Number(draft.longitude),
            accuracy: 0,
          },
        }
      : {}),
  };
}
