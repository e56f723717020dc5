export { carePaymentRoutes } from './routes.tsx';
