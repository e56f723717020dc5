export { ShiftsSection } from './ShiftsSection.tsx';
export { useShiftFormat } from './shiftFormat.ts';
export { useMyShifts } from './shiftsApi.ts';
