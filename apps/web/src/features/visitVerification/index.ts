export { ServiceLocationSection } from './ServiceLocationSection.tsx';
export { VisitChangeDialog, type VisitChangeDialogProps } from './VisitChangeDialog.tsx';
