import { NoteAction, NoteKind, NotePrivacy } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { patients } from './directory-patients.ts';
import { users } from './identity.ts';
import { agencies } from './organisations.ts';
import type { ReferenceLabels } from './reference.ts';
import { sharedLivingClusters, sharedLivingHubs } from './shared-living.ts';

// Clinical notes are a legal record. A note belongs to a patient, or to a shared-living hub (and
// then maybe to one of its clusters). A draft belongs to its author until signed; once signed its
// text never changes (a database trigger refuses it): later words are an appended note, an
// inserted text or a strike-through, each its own row with author and time. Every action on a
// note is one row in the action log, every list one row in the list log; none is ever changed.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const actor = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const NOTE_TYPE_SCOPES = ['patient', 'hub', 'both'] as const;

/** The kinds of note; the built-in ones carry the spec's codes, agencies may add their own. */
export const noteTypes = pgTable(
  'note_types',
  {
    id: serial('id').primaryKey(),
    /** A built-in type's code (its label comes from the translations); null for an agency's own. */
    code: text('code'),
    /** An agency's own type's name, in the words it chose. */
    name: text('name'),
    appliesTo: text('applies_to').notNull().default('both'),
    agencyId: integer('agency_id').references(() => agencies.id),
    retiredAt: timestamptz('retired_at'),
  },
  (table) => [
    uniqueIndex('note_types_code_unique').on(table.code),
    check('note_types_named', sql`num_nonnulls(${table.code}, ${table.name}) = 1`),
    check('note_types_applies_to_known', oneOf(table.appliesTo, NOTE_TYPE_SCOPES)),
  ],
);

/** A template prefills a new note's type, title and body (its headings). */
export const noteTemplates = pgTable(
  'note_templates',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    noteTypeId: integer('note_type_id')
      .notNull()
      .references(() => noteTypes.id),
    name: text('name').notNull(),
    title: text('title'),
    body: text('body').notNull(),
    /** A built-in template's name, title and headings in every locale; null on an agency's own. */
    nameLabels: jsonb('name_labels').$type<ReferenceLabels>(),
    titleLabels: jsonb('title_labels').$type<ReferenceLabels>(),
    bodyLabels: jsonb('body_labels').$type<ReferenceLabels>(),
    /** An agency's own template; null for the built-in ones everybody sees. */
    agencyId: integer('agency_id').references(() => agencies.id),
    retiredAt: timestamptz('retired_at'),
  },
  (table) => [check('note_templates_kind_known', oneOf(table.kind, NoteKind.codes))],
);

export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    patientId: integer('patient_id').references(() => patients.id),
    hubId: integer('hub_id').references(() => sharedLivingHubs.id),
    clusterId: integer('cluster_id').references(() => sharedLivingClusters.id),
    /** Set on an appended note (an addendum): the note it adds to, same owner. */
    parentId: integer('parent_id').references((): AnyPgColumn => notes.id),
    authorId: actor('author_id'),
    noteTypeId: integer('note_type_id')
      .notNull()
      .references(() => noteTypes.id),
    templateId: integer('template_id').references(() => noteTemplates.id),
    title: text('title'),
    body: text('body').notNull().default(''),
    privacy: smallint('privacy').notNull().default(NotePrivacy.careTeam),
    signedAt: timestamptz('signed_at'),
    /** Until when a signed note takes amendments (append, insert, strike); "extend" moves it. */
    amendableUntil: timestamptz('amendable_until'),
    /** A hold freezes every action but reading and unholding. */
    heldAt: timestamptz('held_at'),
    heldBy: integer('held_by').references(() => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      (): ReturnType<typeof sql> =>
        sql`to_tsvector('simple', coalesce(${notes.title}, '') || ' ' || ${notes.body})`,
    ),
  },
  (table) => [
    // A patient's timeline: newest first in index order, and, after the order, every column the
    // reader rule and the list's own conditions read, so the page's ids and the exact count are
    // index-only scans that never visit the table (the count of a 10,000-note timeline above all).
    index('notes_patient_idx').on(
      table.patientId,
      table.createdAt,
      table.id,
      table.kind,
      table.parentId,
      table.signedAt,
      table.privacy,
      table.authorId,
    ),
    index('notes_hub_idx').on(table.hubId, table.createdAt),
    index('notes_cluster_idx').on(table.clusterId, table.createdAt),
    index('notes_parent_idx').on(table.parentId),
    index('notes_author_idx').on(table.authorId),
    index('notes_search_idx').using('gin', table.search),
    check('notes_kind_known', oneOf(table.kind, NoteKind.codes)),
    check('notes_privacy_known', oneOf(table.privacy, NotePrivacy.codes)),
    // A patient note has a patient and no hub; a hub note a hub, and maybe one of its clusters.
    check(
      'notes_owner_matches_kind',
      sql`(${table.kind} = 'patient' AND ${table.patientId} IS NOT NULL AND ${table.hubId} IS NULL AND ${table.clusterId} IS NULL)
        OR (${table.kind} = 'hub' AND ${table.hubId} IS NOT NULL AND ${table.patientId} IS NULL)`,
    ),
    check(
      'notes_signed_amendable',
      sql`(${table.signedAt} IS NULL) = (${table.amendableUntil} IS NULL)`,
    ),
    check('notes_held_by_someone', sql`(${table.heldAt} IS NULL) = (${table.heldBy} IS NULL)`),
  ],
);

export const NOTE_TEXT_CHANGE_KINDS = ['insert', 'strike'] as const;

/**
 * Text inserted into or struck from a signed note (parent or appended). Offsets count characters
 * of the note's own signed body, which never changes, so every change keeps its place. An insert
 * has start = end; a strike keeps the struck words, which stay readable. Append-only.
 */
export const noteTextChanges = pgTable(
  'note_text_changes',
  {
    id: serial('id').primaryKey(),
    noteId: integer('note_id')
      .notNull()
      .references(() => notes.id),
    kind: text('kind').notNull(),
    startOffset: integer('start_offset').notNull(),
    endOffset: integer('end_offset').notNull(),
    text: text('text').notNull(),
    authorId: actor('author_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('note_text_changes_note_idx').on(table.noteId, table.createdAt),
    check('note_text_changes_kind_known', oneOf(table.kind, NOTE_TEXT_CHANGE_KINDS)),
    check(
      'note_text_changes_range',
      sql`${table.startOffset} >= 0 AND ((${table.kind} = 'insert' AND ${table.endOffset} = ${table.startOffset})
        OR (${table.kind} = 'strike' AND ${table.endOffset} > ${table.startOffset}))`,
    ),
    check('note_text_changes_text_present', sql`length(${table.text}) > 0`),
  ],
);

/** A document attached to a note, in the file store; "deleting" hides it, the file and the row stay. */
export const noteDocuments = pgTable(
  'note_documents',
  {
    id: serial('id').primaryKey(),
    noteId: integer('note_id')
      .notNull()
      .references(() => notes.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The file's key in the file store (stored_files); never shown to anyone. */
    storageKey: text('storage_key').notNull(),
    uploadedBy: actor('uploaded_by'),
    uploadedAt: timestamptz('uploaded_at').notNull().defaultNow(),
    hiddenAt: timestamptz('hidden_at'),
    hiddenBy: integer('hidden_by').references(() => users.id),
  },
  (table) => [
    index('note_documents_note_idx').on(table.noteId),
    check('note_documents_size_positive', sql`${table.sizeBytes} > 0`),
    check(
      'note_documents_hidden_by_someone',
      sql`(${table.hiddenAt} IS NULL) = (${table.hiddenBy} IS NULL)`,
    ),
  ],
);

/** The note action log: one row per action, views included. Append-only. */
export const noteActions = pgTable(
  'note_actions',
  {
    id: serial('id').primaryKey(),
    noteId: integer('note_id')
      .notNull()
      .references(() => notes.id),
    kind: text('kind').notNull(),
    action: text('action').notNull(),
    actorId: actor('actor_id'),
    at: timestamptz('at').notNull().defaultNow(),
    /** What the action changed (privacy from/to, the appended note, the struck range…). */
    details: jsonb('details'),
  },
  (table) => [
    index('note_actions_note_idx').on(table.noteId, table.at),
    index('note_actions_note_action_idx').on(table.noteId, table.action, table.at),
    check('note_actions_kind_known', oneOf(table.kind, NoteKind.codes)),
    check('note_actions_action_known', oneOf(table.action, NoteAction.codes)),
  ],
);

/** Who listed which notes, and with which filters. Append-only. */
export const noteListLog = pgTable(
  'note_list_log',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    actorId: actor('actor_id'),
    at: timestamptz('at').notNull().defaultNow(),
    patientId: integer('patient_id').references(() => patients.id),
    hubId: integer('hub_id').references(() => sharedLivingHubs.id),
    clusterId: integer('cluster_id').references(() => sharedLivingClusters.id),
    isDraft: boolean('is_draft').notNull(),
    query: jsonb('query'),
    noteIds: integer('note_ids').array().notNull(),
  },
  (table) => [
    index('note_list_log_note_ids_idx').using('gin', table.noteIds),
    check('note_list_log_kind_known', oneOf(table.kind, NoteKind.codes)),
  ],
);
