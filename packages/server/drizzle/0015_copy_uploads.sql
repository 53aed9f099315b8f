CREATE TABLE "document_copy_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"copy_id" uuid NOT NULL,
	"field_id" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_copy_uploads" ADD CONSTRAINT "document_copy_uploads_copy_id_document_copies_id_fk" FOREIGN KEY ("copy_id") REFERENCES "public"."document_copies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_copy_uploads_field_unique" ON "document_copy_uploads" USING btree ("copy_id","field_id");--> statement-breakpoint
CREATE INDEX "document_copy_uploads_file_key_idx" ON "document_copy_uploads" USING btree ("file_key");