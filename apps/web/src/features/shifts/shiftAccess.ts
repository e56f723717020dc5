import { ASSESSMENT_WRITER_ROLES, Role } from '@hearth/domain';

// The server's rules (it checks again): those who book care plan its shifts; caregivers work them.

export const plansShifts = (role: Role): boolean => ASSESSMENT_WRITER_ROLES.includes(role);

export const worksShifts = (role: Role): boolean => role === Role.caregiver;
