CREATE TABLE "stored_file_chunks" (
	"key" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_file_chunks_key_seq_pk" PRIMARY KEY("key","seq")
);
