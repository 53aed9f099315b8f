CREATE TABLE "document_copies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"document_id" uuid NOT NULL,
	"client_id" uuid,
	"client_name" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"fields" jsonb NOT NULL,
	"reason" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"sealed_key" text,
	"sealed_size" integer,
	"sealed_sha256" text,
	"seal_cert_sha256" text,
	"chat_channel_id" uuid,
	"chat_message_id" uuid,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "document_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_id" uuid NOT NULL,
	"copy_id" uuid,
	"action" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"recipient_id" uuid,
	"recipient_name" text,
	"title" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"page_count" integer,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_file_chunks" (
	"key" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_key_seq_pk" PRIMARY KEY("key","seq")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"size" bigint NOT NULL,
	"chunk_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_copies" ADD CONSTRAINT "document_copies_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_copies" ADD CONSTRAINT "document_copies_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_events" ADD CONSTRAINT "document_events_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_events" ADD CONSTRAINT "document_events_copy_id_document_copies_id_fk" FOREIGN KEY ("copy_id") REFERENCES "public"."document_copies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_key_stored_files_key_fk" FOREIGN KEY ("key") REFERENCES "public"."stored_files"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "document_copies_document_idx" ON "document_copies" USING btree ("document_id","sent_at");--> statement-breakpoint
CREATE INDEX "document_copies_client_idx" ON "document_copies" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "document_copies_sealed_sha256_idx" ON "document_copies" USING btree ("sealed_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "document_copies_open_unique" ON "document_copies" USING btree ("document_id","client_id") WHERE "document_copies"."status" in ('sent', 'viewed');--> statement-breakpoint
CREATE INDEX "document_copies_remind_idx" ON "document_copies" USING btree ("sent_at") WHERE "document_copies"."status" in ('sent', 'viewed') and "document_copies"."reminded_at" is null;--> statement-breakpoint
CREATE INDEX "document_events_document_idx" ON "document_events" USING btree ("document_id","id");--> statement-breakpoint
CREATE INDEX "document_events_copy_idx" ON "document_events" USING btree ("copy_id","id");--> statement-breakpoint
CREATE INDEX "documents_owner_idx" ON "documents" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_recipient_idx" ON "documents" USING btree ("recipient_id");