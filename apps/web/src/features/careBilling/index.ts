export { PatientInvoicesLink } from './invoices/PatientInvoicesLink.tsx';
