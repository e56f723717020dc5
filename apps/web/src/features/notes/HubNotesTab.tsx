import { useHubTab } from '../hubs/useHubTab.ts';
import { useAuthDetails } from '../identity/authApi.ts';
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
