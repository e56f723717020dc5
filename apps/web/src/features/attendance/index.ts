export { attendanceRoutes } from './routes.tsx';
