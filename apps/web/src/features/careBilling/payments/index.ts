export { seesPayments } from './access.ts';
export { carePaymentRoutes } from './routes.tsx';
