// What care billing's other parts use of the runs: billing one run in a transaction they hold
// (the demo bills its months through it).

export { createRunRepo, type RunRepo, type RunRow } from './runRepo.ts';
export { billRun, type ReportProgress } from './runWork.ts';
