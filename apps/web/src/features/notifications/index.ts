export { NotificationPreferences } from './NotificationPreferences.tsx';
export { notificationArchiveRoutes, unsubscribeRoutes } from './routes.tsx';
