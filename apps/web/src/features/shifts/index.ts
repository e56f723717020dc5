export { ShiftsSection } from './ShiftsSection.tsx';
