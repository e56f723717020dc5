export { HubNotesTab } from './HubNotesTab.tsx';
export { readsHubNotes } from './noteWriters.ts';
