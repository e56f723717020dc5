import type { CareCoordinator, Payer } from '@hearth/domain';
import { provinceRefOf } from '../shared/provinceRef.ts';
import type { CoordinatorRecord } from './coordinatorRepo.ts';
import type { PayerRecord } from './payerRepo.ts';

type EntryDates = { retiredAt: Date | null; createdAt: Date; updatedAt: Date };

function entryFields(row: EntryDates & Parameters<typeof provinceRefOf>[0]) {
  return {
    province: provinceRefOf(row),
    retiredAt: row.retiredAt === null ? null : row.retiredAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function coordinatorDto(row: CoordinatorRecord): CareCoordinator {
  return {
    id: row.id,
    name: row.name,
    organisation: row.organisation,
    phone: row.phone,
    email: row.email,
    region: row.region,
    ...entryFields(row),
  };
}

export function payerDto(row: PayerRecord): Payer {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    contactName: row.contactName,
    phone: row.phone,
    email: row.email,
    website: row.website,
    ...entryFields(row),
  };
}
