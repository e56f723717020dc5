import { useHubTab } from '../hubs/index.ts';
import { useAuthDetails } from '../identity/index.ts';
import { NotesTimeline } from './NotesTimeline.tsx';
import { writesHubNotes } from './noteWriters.ts';

/** The notes of the whole hub, its clusters' included. */
export function HubNotesTab() {
  const { hub } = useHubTab();
  const { data: details } = useAuthDetails();
  return (
    <NotesTimeline owner={{ kind: 'hub', hubId: hub.id }} canWrite={writesHubNotes(details, hub)} />
  );
}
