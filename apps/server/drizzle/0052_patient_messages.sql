CREATE TABLE "patient_message_reads" (
	"patient_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_message_reads_patient_id_user_id_pk" PRIMARY KEY("patient_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "patient_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"from_family" boolean NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_messages_body_length" CHECK (char_length("patient_messages"."body") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
ALTER TABLE "patient_message_reads" ADD CONSTRAINT "patient_message_reads_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_message_reads" ADD CONSTRAINT "patient_message_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_messages" ADD CONSTRAINT "patient_messages_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_messages" ADD CONSTRAINT "patient_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_messages_patient_idx" ON "patient_messages" USING btree ("patient_id","id");