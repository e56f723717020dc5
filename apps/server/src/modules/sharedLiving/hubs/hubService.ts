import type { AuditAction } from '@hearth/domain';
import {
  type ClusterWrite,
  type HomeWrite,
  type HubCreate,
  type HubOperatorKind,
  type HubUpdate,
  HubValidation,
  Role,
} from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { uniqueAsInvalid } from '../../../platform/db/constraints.ts';
import { AppError, type FieldProblems } from '../../../platform/errors.ts';
import { type HubOperator, managesHub, ownOperator } from '../hubPolicy.ts';
import type { HubFilter, HubRepo } from './hubRepo.ts';
import type { HubWriteRepo, LockedHub, Transaction } from './hubWriteRepo.ts';

export type Paging = { page: number; perPage: number };

const invalid = (errors: FieldProblems) =>
  new AppError('validation_failed', 'validation_failed', errors);
const noHub = () => new AppError('not_found', 'hub_not_found');
const noCluster = () => new AppError('not_found', 'cluster_not_found');
const noHome = () => new AppError('not_found', 'home_not_found');

const windowOf = (paging: Paging) => ({
  limit: paging.perPage,
  offset: (paging.page - 1) * paging.perPage,
});

// Two clusters of one hub never share a name; a second request racing the first is told the same.
const clusterNameUnique = {
  shared_living_clusters_hub_name_unique: {
    field: 'name',
    message: HubValidation.clusterNameTaken,
  },
};

function operatorOf(ref: { kind: HubOperatorKind; id: number }): HubOperator {
  return ref.kind === 'agency'
    ? { agencyId: ref.id, partnerId: null }
    : { agencyId: null, partnerId: ref.id };
}

const sameOperator = (a: HubOperator, b: HubOperator) =>
  a.agencyId === b.agencyId && a.partnerId === b.partnerId;

export function createHubService(db: Database, repo: HubRepo, writes: HubWriteRepo) {
  async function detail(actor: Actor, hubId: number) {
    const hub = await repo.find(actor, hubId);
    if (hub === undefined) {
      throw noHub();
    }
    const [clusters, homes] = await Promise.all([repo.clustersOf(hubId), repo.homesOf(hubId)]);
    return { hub, clusters, homes, manages: managesHub(actor, hub) };
  }

  /** The hub, locked, when the actor runs it; a hub they do not run is none of theirs to change. */
  async function runHub(tx: Transaction, actor: Actor, hubId: number | undefined) {
    const hub = hubId === undefined ? undefined : await writes.lockHub(tx, hubId);
    if (hub === undefined || !managesHub(actor, hub)) {
      return undefined;
    }
    return hub;
  }

  async function checkCity(tx: Transaction, cityId: number | null) {
    if (cityId !== null && !(await writes.cityExists(tx, cityId))) {
      throw invalid({ cityId: [HubValidation.unknownCity] });
    }
  }

  /** Who runs a new hub: the administrator's choice, or the founder's own organisation. */
  async function operatorFor(tx: Transaction, actor: Actor, input: HubCreate) {
    if (actor.role === Role.admin) {
      if (input.operator === null) {
        throw invalid({ operator: [HubValidation.operatorRequired] });
      }
      const chosen = operatorOf(input.operator);
      if (!(await writes.operatorExists(tx, chosen))) {
        throw invalid({ operator: [HubValidation.unknownOperator] });
      }
      return chosen;
    }
    const own = ownOperator(actor);
    if (own === null) {
      throw new AppError('forbidden', 'no_organisation_for_hub');
    }
    if (input.operator !== null && !sameOperator(operatorOf(input.operator), own)) {
      throw invalid({ operator: [HubValidation.notOwnOperator] });
    }
    return own;
  }

  function audit(
    tx: Transaction,
    context: AuditContext,
    hub: LockedHub,
    action: AuditAction,
    details: Record<string, unknown>,
  ) {
    return writeAudit(tx, context, {
      action,
      subjectType: 'shared_living_hub',
      subjectId: hub.id,
      agencyId: hub.agencyId,
      details,
    });
  }

  return {
    detail,

    async directory(actor: Actor, filter: HubFilter, paging: Paging) {
      return repo.directory(actor, filter, windowOf(paging));
    },

    async operators(kind: HubOperatorKind, q: string | undefined, paging: Paging) {
      return repo.operators(kind, q, windowOf(paging));
    },

    async create(actor: Actor, input: HubCreate, context: AuditContext) {
      const hubId = await db.transaction(async (tx) => {
        const operator = await operatorFor(tx, actor, input);
        await checkCity(tx, input.cityId);
        const { operator: _chosen, ...fields } = input;
        const id = await writes.insertHub(tx, { ...fields, ...operator, createdBy: actor.userId });
        await audit(tx, context, { id, ...operator }, 'hub.created', { ...fields, ...operator });
        return id;
      });
      return detail(actor, hubId);
    },

    async update(actor: Actor, hubId: number, input: HubUpdate, context: AuditContext) {
      await db.transaction(async (tx) => {
        const hub = await runHub(tx, actor, hubId);
        if (hub === undefined) {
          throw noHub();
        }
        await checkCity(tx, input.cityId);
        await writes.updateHub(tx, hubId, input);
        await audit(tx, context, hub, 'hub.updated', input);
      });
      return detail(actor, hubId);
    },

    async addCluster(actor: Actor, hubId: number, input: ClusterWrite, context: AuditContext) {
      await uniqueAsInvalid(clusterNameUnique, () =>
        db.transaction(async (tx) => {
          const hub = await runHub(tx, actor, hubId);
          if (hub === undefined) {
            throw noHub();
          }
          const clusterId = await writes.insertCluster(tx, hubId, input);
          await audit(tx, context, hub, 'hub.cluster_added', { clusterId, ...input });
        }),
      );
      return detail(actor, hubId);
    },

    async renameCluster(
      actor: Actor,
      clusterId: number,
      input: ClusterWrite,
      context: AuditContext,
    ) {
      const hubId = await uniqueAsInvalid(clusterNameUnique, () =>
        db.transaction(async (tx) => {
          const hub = await runHub(tx, actor, await writes.clusterHubId(tx, clusterId));
          if (hub === undefined) {
            throw noCluster();
          }
          await writes.updateCluster(tx, clusterId, input);
          await audit(tx, context, hub, 'hub.cluster_updated', { clusterId, ...input });
          return hub.id;
        }),
      );
      return detail(actor, hubId);
    },

    async addHome(actor: Actor, clusterId: number, input: HomeWrite, context: AuditContext) {
      const hubId = await db.transaction(async (tx) => {
        const hub = await runHub(tx, actor, await writes.clusterHubId(tx, clusterId));
        if (hub === undefined) {
          throw noCluster();
        }
        await checkCity(tx, input.cityId);
        const homeId = await writes.insertHome(tx, clusterId, input);
        await audit(tx, context, hub, 'hub.home_added', { clusterId, homeId, ...input });
        return hub.id;
      });
      return detail(actor, hubId);
    },

    async updateHome(actor: Actor, homeId: number, input: HomeWrite, context: AuditContext) {
      const hubId = await db.transaction(async (tx) => {
        const home = await writes.lockHome(tx, homeId);
        const hub = home && (await runHub(tx, actor, home.hubId));
        if (home === undefined || hub === undefined) {
          throw noHome();
        }
        if (home.retiredAt !== null) {
          throw new AppError('conflict', 'home_retired', {
            name: [HubValidation.homeRetired],
          });
        }
        await checkCity(tx, input.cityId);
        if (input.capacity < (await writes.placesTaken(tx, homeId))) {
          throw invalid({ capacity: [HubValidation.capacityBelowOccupied] });
        }
        await writes.updateHome(tx, homeId, input);
        await audit(tx, context, hub, 'hub.home_updated', { homeId, ...input });
        return hub.id;
      });
      return detail(actor, hubId);
    },

    /** A retired home takes nobody; it cannot be retired while someone holds a place in it. */
    async retireHome(actor: Actor, homeId: number, context: AuditContext) {
      const hubId = await db.transaction(async (tx) => {
        const home = await writes.lockHome(tx, homeId);
        const hub = home && (await runHub(tx, actor, home.hubId));
        if (home === undefined || hub === undefined) {
          throw noHome();
        }
        if (home.retiredAt !== null) {
          throw new AppError('conflict', 'home_already_retired');
        }
        if ((await writes.placesTaken(tx, homeId)) > 0) {
          throw new AppError('conflict', 'home_occupied');
        }
        await writes.retireHome(tx, homeId);
        await audit(tx, context, hub, 'hub.home_retired', { homeId });
        return hub.id;
      });
      return detail(actor, hubId);
    },
  };
}

export type HubService = ReturnType<typeof createHubService>;
export type HubDetailRecord = Awaited<ReturnType<HubService['detail']>>;
