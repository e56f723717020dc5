import type { HubDetail, HubHome, HubSummary } from '@hearth/domain';
import type { Actor } from '../../../platform/auth/actor.ts';
import { managesHub } from '../hubPolicy.ts';
import type { HomeRow, HubRow } from './hubRepo.ts';
import type { HubDetailRecord } from './hubService.ts';

const named = (id: number | null, name: string | null) =>
  id === null || name === null ? null : { id, name };

export function hubSummaryDto(row: HubRow, actor: Actor): HubSummary {
  const operatorId = row.agencyId ?? row.partnerId ?? 0;
  return {
    id: row.id,
    name: row.name,
    operator: {
      kind: row.agencyId !== null ? 'agency' : 'partner',
      id: operatorId,
      name: row.operatorName,
    },
    city: named(row.cityId, row.cityName),
    clusterCount: row.clusterCount,
    homeCount: row.homeCount,
    capacity: row.capacity,
    occupied: row.occupied,
    vacancies: row.vacancies,
    memberCount: row.memberCount,
    myRelation: { manages: managesHub(actor, row), membershipStatus: row.membershipStatus },
  };
}

/** The host's contact goes only to those who run the hub; everyone else sees the host's name. */
function homeDto(row: HomeRow, manages: boolean): HubHome {
  const retired = row.retiredAt !== null;
  return {
    id: row.id,
    clusterId: row.clusterId,
    name: row.name,
    city: named(row.cityId, row.cityName),
    hostName: row.hostName,
    hostContact: manages
      ? { email: row.hostEmail, phone: row.hostPhone, street: row.street }
      : null,
    capacity: row.capacity,
    occupied: row.occupied,
    vacancies: retired ? 0 : Math.max(row.capacity - row.occupied, 0),
    retiredAt: row.retiredAt?.toISOString() ?? null,
  };
}

export function hubDetailDto(record: HubDetailRecord, actor: Actor): HubDetail {
  const { hub, clusters, homes, manages } = record;
  return {
    ...hubSummaryDto(hub, actor),
    description: hub.description,
    phone: hub.phone,
    email: hub.email,
    clusters: clusters.map((cluster) => ({
      ...cluster,
      homes: homes
        .filter((home) => home.clusterId === cluster.id)
        .map((home) => homeDto(home, manages)),
    })),
  };
}
