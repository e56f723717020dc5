import { BuyerKind, type OrganisationRef } from '@hearth/domain';

type OrganisationColumns = { agencyId: number | null; partnerId: number | null };

/** A stored row's organisation columns (exactly one is set, a check guarantees it) as a reference. */
export function organisationOf(row: OrganisationColumns): OrganisationRef {
  if (row.agencyId !== null) {
    return { kind: BuyerKind.agency, id: row.agencyId };
  }
  if (row.partnerId !== null) {
    return { kind: BuyerKind.partner, id: row.partnerId };
  }
  throw new Error('a billing row names no organisation');
}

/** The columns that name an organisation, for a write or a filter. */
export const columnsOf = (organisation: OrganisationRef): OrganisationColumns =>
  organisation.kind === BuyerKind.agency
    ? { agencyId: organisation.id, partnerId: null }
    : { agencyId: null, partnerId: organisation.id };
