import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Every uploaded file (listing and caregiver photos, note documents, visit signatures), so each
 * app node serves every file from the one database. A file is written in the transaction of the
 * row that names it, and a trigger on each owner table deletes it with that row (or when the row
 * stops naming it): neither an orphan file nor a row without its file is ever committed.
 * `content` is stored uncompressed out of line, so serving reads it in slices. With FILE_STORE=s3
 * `content` is null: the bytes are the bucket's object under the same key, put before this row
 * was written (platform/files/s3FileStore.ts), and an object no row names is swept away.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    /** Made by the server (random); the owner row holds it. */
    key: text('key').primaryKey(),
    /** The bytes; null when they are in the S3 bucket. */
    content: bytea('content'),
    byteSize: integer('byte_size').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('stored_files_size_matches', sql`octet_length(${table.content}) = ${table.byteSize}`),
  ],
);

/**
 * An upload on its way in: its slices, each written in a statement of its own as the request's
 * body passes, so a node holds one slice and not the file. The owner's transaction turns them
 * into the `stored_files` row and deletes them (platform/files/postgresFileStore.ts); slices an
 * upload left behind (a refused or interrupted one is cleaned at once, a crashed node's is not)
 * are swept once older than the grace period.
 */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    key: text('key').notNull(),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.key, table.seq] })],
);
