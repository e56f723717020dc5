export { invoiceRunRoutes } from './routes.tsx';
export { runsInvoices } from './runAccess.ts';
