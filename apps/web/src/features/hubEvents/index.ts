export { HubEventsTab } from './HubEventsTab.tsx';
