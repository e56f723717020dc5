-- With FILE_STORE=s3 a file's bytes are an object in the bucket under the row's key, and the row
-- (still written in the owner's transaction, still removed by the release triggers) has no content.
ALTER TABLE "stored_files" ALTER COLUMN "content" DROP NOT NULL;
