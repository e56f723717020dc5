export { TaskChecklist } from './TaskChecklist.tsx';
export { usePatientTasks } from './tasksApi.ts';
