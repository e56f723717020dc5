import { Role } from '@hearth/domain';

/** My care is the family's own portal: a family account (the server checks every call again). */
export const opensMyCare = (role: Role) => role === Role.user;
