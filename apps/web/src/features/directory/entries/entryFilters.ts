import { ReferenceStatus } from '@hearth/domain';

/** Which entries a list shows; current ones (the default) first. */
export const ENTRY_STATUSES = [
  ReferenceStatus.current,
  ReferenceStatus.retired,
  ReferenceStatus.all,
] as const;

/** The sort's words in the `directory` namespace, under `entries.sort`: `-name` is `nameDesc`. */
export const entrySortKeys = {
  name: 'name',
  '-name': 'nameDesc',
  organisation: 'organisation',
  '-organisation': 'organisationDesc',
  kind: 'kind',
  '-kind': 'kindDesc',
  createdAt: 'oldest',
  '-createdAt': 'newest',
} as const;
export type EntrySort = keyof typeof entrySortKeys;
