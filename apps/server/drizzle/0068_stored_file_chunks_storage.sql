-- An upload's slices are photos and documents, compressed already: stored as they are, out of
-- line, with no attempt to compress each slice on its way in.
ALTER TABLE "stored_file_chunks" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
