export { TaskChecklist } from './TaskChecklist.tsx';
