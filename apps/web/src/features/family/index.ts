// The family's portal as other features see it: a family's dashboard on the signed-in home.
export { FamilyDashboard } from './FamilyDashboard.tsx';
